import { rememberingTranslator } from './remembering-translator';

describe('rememberingTranslator', () => {
  it('formats a message with the same values once, and again when the values differ', () => {
    const format = jest.fn((key: string, values?: Record<string, unknown>) => `${key}:${JSON.stringify(values ?? {})}`);
    const t = rememberingTranslator(Object.assign(format, { raw: (key: string) => `raw ${key}` }));
    expect(t('cell', { label: 'B3', pieces: 1 })).toBe('cell:{"label":"B3","pieces":1}');
    expect(t('cell', { label: 'B3', pieces: 1 })).toBe('cell:{"label":"B3","pieces":1}');
    expect(t('cell', { label: 'B3', pieces: 2 })).toBe('cell:{"label":"B3","pieces":2}');
    expect(t('label')).toBe('label:{}');
    expect(t('label')).toBe('label:{}');
    expect(format).toHaveBeenCalledTimes(3);
    expect(t.raw('cell')).toBe('raw cell');
  });
});
