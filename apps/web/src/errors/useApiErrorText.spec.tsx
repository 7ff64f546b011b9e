import { WargamesApiError, WargamesNetworkError } from '@wargames/sdk';
import { renderWithMessages } from '../../test/render-with-messages';
import { useApiErrorText } from './useApiErrorText';

function Told({ error }: { readonly error: unknown }) {
  return <p>{useApiErrorText()(error)}</p>;
}

describe('useApiErrorText: an API error as a sentence in the reader’s language, never the API’s English', () => {
  it('tells a known code from the app’s messages', () => {
    const taken = new WargamesApiError('ERR_SEAT_TAKEN', 'role', 'the british seat has been claimed already', 409);
    expect(renderWithMessages('en', <Told error={taken} />)).toContain('Someone has taken this seat already.');
    const korean = renderWithMessages('ko', <Told error={taken} />);
    expect(korean).not.toContain('claimed already');
    expect(korean).not.toContain('Someone has taken');
  });

  it('names an unknown code, and tells a network failure as one', () => {
    const unknown = new WargamesApiError('ERR_NEW_THING', 'x', 'English only', 400);
    expect(renderWithMessages('ja', <Told error={unknown} />)).toContain('ERR_NEW_THING');
    expect(renderWithMessages('ja', <Told error={unknown} />)).not.toContain('English only');
    expect(renderWithMessages('en', <Told error={new WargamesNetworkError('fetch failed')} />)).toContain('The server could not be reached.');
  });
});
