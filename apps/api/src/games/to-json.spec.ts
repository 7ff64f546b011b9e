import { toJson } from './to-json';

/** What toJson must equal: JSON's own round trip. */
const roundTrip = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown;

describe('toJson', () => {
  it('copies plain data as JSON would: undefined fields and functions dropped, undefined items and non-finite numbers null', () => {
    const event = {
      type: 'moved',
      unit: 'A1',
      path: ['B3', 'C4', undefined, () => 1],
      dice: [1, 6, NaN, Infinity],
      note: undefined,
      nested: { deep: [{ a: null, b: true, c: -0 }], skip: () => 2 },
    };
    expect(toJson(event)).toEqual(roundTrip(event));
    expect(Object.keys(toJson(event) as object)).toEqual(Object.keys(roundTrip(event) as object));
  });

  it('returns a copy: changing it leaves the value alone', () => {
    const value = { list: [{ n: 1 }] };
    const copy = toJson(value) as { list: { n: number }[] };
    (copy.list[0] as { n: number }).n = 2;
    expect(value.list[0]?.n).toBe(1);
  });

  it('answers what JSON answers for dates, toJSON, class instances, maps and objects without a prototype', () => {
    class Unit {
      constructor(readonly id: string) {}
      get label() {
        return `unit ${this.id}`;
      }
    }
    const bare = Object.assign(Object.create(null) as object, { a: 1 });
    const value = { at: new Date(0), custom: { toJSON: () => 'custom' }, unit: new Unit('A1'), map: new Map([[1, 2]]), bare };
    expect(toJson(value)).toEqual(roundTrip(value));
  });

  it('throws where JSON throws: a cycle, a bigint, undefined itself', () => {
    const cycle: Record<string, unknown> = {};
    cycle['self'] = cycle;
    expect(() => toJson(cycle)).toThrow(TypeError);
    expect(() => toJson({ n: 1n })).toThrow(TypeError);
    expect(() => toJson(undefined)).toThrow();
  });

  it('copies deep values through the round trip as well', () => {
    let deep: unknown = 'leaf';
    for (let i = 0; i < 200; i++) deep = { child: deep };
    expect(toJson(deep)).toEqual(roundTrip(deep));
  });
});
