// Type-level checks run by the type check of `npm test` (tsc -p tsconfig.check.json): a `@ts-expect-error` whose line
// compiles fails it. The runtime assertions check the generated constants.
import { WargamesClient } from './client';
import type { CommandOf, EventOf, OptionsOf, RoleOf } from './game-types';
import { GAME_ROLES, GAME_TYPE_IDS } from './generated/games';

const grafSpeeCommands: CommandOf<'graf-spee'>[] = [
  { type: 'place-spee', speeHex: 'B3' },
  { type: 'move-spee', path: ['C3', 'D3'], refuel: true },
  { type: 'draw-from-box', box: 'atlantic' },
  // @ts-expect-error an Arras command is not a Graf Spee command
  { type: 'fire-88' },
  // @ts-expect-error a misspelt field
  { type: 'place-spee', hex: 'B3' },
  // @ts-expect-error a box that does not exist
  { type: 'draw-from-box', box: 'pacific' },
];

const arrasCommands: CommandOf<'arras'>[] = [
  { type: 'start-phase', phase: 'movement' },
  { type: 'attack', defender: '7Kr', attackers: ['4RTR'] },
  // @ts-expect-error no such unit
  { type: 'attack', defender: 'Bismarck', attackers: ['4RTR'] },
  // @ts-expect-error a Graf Spee command is not an Arras command
  { type: 'raid' },
];

const roles: [RoleOf<'graf-spee'>, RoleOf<'arras'>] = ['british', 'allied'];
// @ts-expect-error Arras has no British seat
const wrongRole: RoleOf<'arras'> = 'british';
const arrasOptions: OptionsOf<'arras'> = { brigade17: true };

function eventNames(event: EventOf<'graf-spee'>): string {
  return event.type === 'spee-found' ? 'found' : event.type;
}

async function typedSession(client: WargamesClient): Promise<void> {
  const game = client.game('graf-spee').open('g1', { token: 't' });
  await game.submit({ type: 'decline-raid' });
  // @ts-expect-error a wrong command literal does not compile
  await game.submit({ type: 'decline-raid-now' });
  // @ts-expect-error a game type the SDK does not know
  client.game('chess');
}

describe('typed per game', () => {
  it('has the seats and game types of the game definitions', () => {
    expect(GAME_TYPE_IDS).toEqual(['graf-spee', 'arras']);
    expect(GAME_ROLES).toEqual({ 'graf-spee': ['german', 'british'], arras: ['allied', 'german'] });
    expect([grafSpeeCommands.length, arrasCommands.length, roles, wrongRole, arrasOptions]).toEqual([6, 4, ['british', 'allied'], 'british', { brigade17: true }]);
    expect(eventNames({ type: 'spee-found' } as EventOf<'graf-spee'>)).toBe('found');
    expect(typeof typedSession).toBe('function');
  });
});
