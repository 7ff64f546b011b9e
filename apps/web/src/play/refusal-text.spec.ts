import { refusalText } from './refusal-text';

describe('refusalText: a refused command as the play page tells it', () => {
  it('tells a service refusal from the app\'s messages, in the reader\'s language', () => {
    expect(refusalText({ code: 'ERR_OPPONENT_SEATED', rule: 'abort', message: 'abort: … resign instead' })).toEqual({ kind: 'service', key: 'OPPONENT_SEATED' });
    expect(refusalText({ code: 'ERR_GAME_OVER', rule: 'GS-8.2', message: 'the game has ended' })).toEqual({ kind: 'service', key: 'GAME_OVER' });
  });

  it('tells a rule refusal as the API words it, and an unknown code likewise', () => {
    expect(refusalText({ code: 'ERR_HEX_NOT_ADJACENT', rule: 'AR-7.1', message: 'AR-7.1: 0503 is not next to 0301' })).toEqual({ kind: 'rule', message: 'AR-7.1: 0503 is not next to 0301' });
    expect(refusalText({ code: 'ERR_SOMETHING_NEW', rule: 'x', message: 'new' })).toEqual({ kind: 'rule', message: 'new' });
  });
});
