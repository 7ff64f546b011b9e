import { given } from '@wargames/engine/testing';
import { arras } from './arras';
import { play, scenario } from './test-scenario';

const opts = { brigade17: false };
/** Allied combat phase after his movement phase: no AR-8.2 shift. */
const alliedCombat = (units: Record<string, string>, done: ('movement' | 'recovery')[] = ['movement']) =>
  scenario({ units, side: 'allied', phase: 'combat', done });
const errorOf = (result: { ok: boolean; error?: unknown }) => (result.ok ? null : result.error);

const line = { '6DLI': '0604', '8DLI': '0605', '7SR': '0705' };

describe('declaring attacks (AR-8.1, AR-6.3, AR-6.5)', () => {
  it('AR-8.1 an attack is one defender attacked by adjacent, non-disrupted friendly units', () => {
    const world = given(arras, opts, alliedCombat({ ...line, '4RTR': '0503', '7Kr': '0903', '3DLM-1': '0704*' }));
    const refuse = (command: object) => errorOf(world.when('allied', command, [1]));
    expect(refuse({ type: 'attack', defender: '7SR', attackers: ['4RTR'] })).toMatchObject({ code: 'ERR_NOT_ADJACENT_TO_DEFENDER', rule: 'AR-8.1' });
    expect(refuse({ type: 'attack', defender: '7SR', attackers: ['6DLI', '6DLI'] })).toMatchObject({ code: 'ERR_DUPLICATE_UNIT', rule: 'AR-8.1' });
    expect(refuse({ type: 'attack', defender: '6DLI', attackers: ['8DLI'] })).toMatchObject({ code: 'ERR_NOT_AN_ENEMY', rule: 'AR-8.1' });
    expect(refuse({ type: 'attack', defender: '7SR', attackers: ['7Kr'] })).toMatchObject({ code: 'ERR_NOT_YOUR_UNIT', rule: 'AR-8.1' });
    expect(refuse({ type: 'attack', defender: 'SS-TK-1', attackers: ['6DLI'] })).toMatchObject({ code: 'ERR_UNIT_NOT_IN_PLAY', rule: 'AR-8.1' });
    expect(refuse({ type: 'attack', defender: '7SR', attackers: ['3DLM-1'] })).toMatchObject({ code: 'ERR_UNIT_DISRUPTED', rule: 'AR-6.5' });
  });

  it('AR-8.1 attacks are made only in the attacker\'s own combat phase', () => {
    const movement = given(arras, opts, scenario({ units: line, side: 'allied', phase: 'movement' }));
    expect(errorOf(movement.when('allied', { type: 'attack', defender: '7SR', attackers: ['6DLI'] }, [1]))).toMatchObject({ code: 'ERR_WRONG_PHASE', rule: 'AR-8.1' });
  });

  it('AR-8.1 ruling: a unit attacks at most once and a defender is attacked at most once per combat phase', () => {
    let events = alliedCombat({ ...line, '7Kr': '0704' });
    events = play(events, 'allied', { type: 'attack', defender: '7SR', attackers: ['6DLI'] }, [3]); // 1:1, die 3: D1
    events = play(events, 'allied', { type: 'retreat', unit: '7SR', path: ['0805'] });
    events = play(events, 'allied', { type: 'end-advance' });
    const world = given(arras, opts, events);
    expect(world.state.combat).toBeNull();
    expect(errorOf(world.when('allied', { type: 'attack', defender: '7Kr', attackers: ['6DLI'] }, [1]))).toMatchObject({ code: 'ERR_ALREADY_ATTACKED', rule: 'AR-8.1' });
    expect(errorOf(world.when('allied', { type: 'attack', defender: '7SR', attackers: ['8DLI'] }, [1]))).toMatchObject({ code: 'ERR_DEFENDER_ALREADY_ATTACKED' });
    const afterC = play(alliedCombat(line), 'allied', { type: 'attack', defender: '7SR', attackers: ['6DLI'] }, [2]); // 1:1 die 2: C
    expect(errorOf(given(arras, opts, afterC).when('allied', { type: 'attack', defender: '7SR', attackers: ['8DLI'] }, [1]))).toMatchObject({
      code: 'ERR_DEFENDER_ALREADY_ATTACKED',
      rule: 'AR-8.1',
    });
  });

  it('AR-6.3 attacking units whose ZOC you stand in is optional: the combat phase may end with no attack', () => {
    const world = given(arras, opts, alliedCombat(line));
    expect(world.when('allied', { type: 'end-phase' })).toEqual({ ok: true, value: [{ type: 'phase-ended', side: 'allied', phase: 'combat' }] });
  });
});

describe('resolving attacks (AR-8.1 – AR-8.4)', () => {
  const declared = { type: 'attack-declared', attackers: ['6DLI', '8DLI'], defender: '7SR', hex: '0705' };

  it('AR-8.4 C: no effect (2:1, die 1)', () => {
    const result = given(arras, opts, alliedCombat(line)).when('allied', { type: 'attack', defender: '7SR', attackers: ['6DLI', '8DLI'] }, [1]);
    expect(result).toEqual({
      ok: true,
      value: [
        declared,
        { type: 'attack-resolved', attackers: ['6DLI', '8DLI'], defender: '7SR', attack: 4, defence: 2, oddsColumn: '2:1', shift: 0, column: '2:1', die: 1, modifier: 0, modifiedDie: 1, result: 'C' },
        { type: 'combat-ended' },
      ],
    });
  });

  it('AR-8.4 Ar: the attacker retreats 1 hex — every attacking unit, path chosen by the attacker', () => {
    const result = given(arras, opts, alliedCombat(line)).when('allied', { type: 'attack', defender: '7SR', attackers: ['6DLI'] }, [1]);
    expect(result.ok && result.value.slice(1)).toEqual([
      { type: 'attack-resolved', attackers: ['6DLI'], defender: '7SR', attack: 2, defence: 2, oddsColumn: '1:1', shift: 0, column: '1:1', die: 1, modifier: 0, modifiedDie: 1, result: 'Ar' },
      { type: 'combat-step', step: { kind: 'retreat', from: 'attack', queue: [{ unit: '6DLI', hexes: 1 }] } },
    ]);
    const both = given(arras, opts, alliedCombat({ ...line, '7SR': '0908', '25Pz-I': '0705' })).when('allied', { type: 'attack', defender: '25Pz-I', attackers: ['6DLI', '8DLI'] }, [1]);
    expect(both.ok && both.value.at(-1)).toEqual({ type: 'combat-step', step: { kind: 'retreat', from: 'attack', queue: [{ unit: '6DLI', hexes: 1 }, { unit: '8DLI', hexes: 1 }] } });
  });

  it('AR-8.4 D1 and D2: the defender retreats 1 or 2 hexes, path chosen by the phasing player', () => {
    const d1 = given(arras, opts, alliedCombat(line)).when('allied', { type: 'attack', defender: '7SR', attackers: ['6DLI'] }, [3]);
    expect(d1.ok && d1.value.at(-1)).toEqual({ type: 'combat-step', step: { kind: 'retreat', from: 'attack', queue: [{ unit: '7SR', hexes: 1 }] } });
    const d2 = given(arras, opts, alliedCombat(line)).when('allied', { type: 'attack', defender: '7SR', attackers: ['6DLI'] }, [6]);
    expect(d2.ok && d2.value.at(-1)).toEqual({ type: 'combat-step', step: { kind: 'retreat', from: 'attack', queue: [{ unit: '7SR', hexes: 2 }] } });
  });

  it('AR-8.4 De: the defender is eliminated (4:1, die 4)', () => {
    const result = given(arras, opts, alliedCombat({ ...line, '7SR': '0908', '7Kr': '0705' })).when('allied', { type: 'attack', defender: '7Kr', attackers: ['6DLI', '8DLI'] }, [4]);
    expect(result.ok && result.value.slice(1)).toEqual([
      { type: 'attack-resolved', attackers: ['6DLI', '8DLI'], defender: '7Kr', attack: 4, defence: 1, oddsColumn: '4:1', shift: 0, column: '4:1', die: 4, modifier: 0, modifiedDie: 4, result: 'De' },
      { type: 'unit-eliminated', unit: '7Kr', hex: '0705', rule: 'AR-8.4', reason: 'De' },
      { type: 'turn-marker-advanced', from: 1, to: 4, rule: 'AR-8.6', reason: '7Kr eliminated' },
      { type: 'combat-step', step: { kind: 'advance' } },
    ]);
  });

  it('AR-8.4 Ex: the defender and one attacking unit of the attacker\'s choice are eliminated', () => {
    let events = play(alliedCombat(line), 'allied', { type: 'attack', defender: '7SR', attackers: ['6DLI', '8DLI'] }, [5]);
    const world = given(arras, opts, events);
    expect(world.state.units['7SR']?.status).toBe('eliminated');
    expect(world.state.combat?.step).toEqual({ kind: 'loss', from: 'attack', candidates: ['6DLI', '8DLI'] });
    expect(errorOf(world.when('allied', { type: 'choose-loss', unit: '7SR' }))).toMatchObject({ code: 'ERR_NOT_A_CHOICE', rule: 'AR-8.4' });
    expect(errorOf(world.when('german', { type: 'choose-loss', unit: '6DLI' }))).toMatchObject({ code: 'ERR_NOT_YOUR_TURN' });
    events = play(events, 'allied', { type: 'choose-loss', unit: '8DLI' });
    const after = given(arras, opts, events).state;
    expect(after.units['8DLI']?.status).toBe('eliminated');
    expect(after.units['6DLI']?.status).toBe('map');
    expect(after.combat?.step).toEqual({ kind: 'advance' });
  });

  it('AR-8.4 Ex with a single attacker eliminates it with the defender, no choice asked', () => {
    const result = given(arras, opts, alliedCombat(line)).when('allied', { type: 'attack', defender: '7SR', attackers: ['6DLI'] }, [5]);
    expect(result.ok && result.value.slice(2)).toEqual([
      { type: 'unit-eliminated', unit: '7SR', hex: '0705', rule: 'AR-8.4', reason: 'Ex' },
      { type: 'turn-marker-advanced', from: 1, to: 4, rule: 'AR-8.6', reason: '7SR eliminated' },
      { type: 'unit-eliminated', unit: '6DLI', hex: '0604', rule: 'AR-8.4', reason: 'Ex' },
      { type: 'combat-ended' },
    ]);
  });

  it('AR-8.2 an Allied attack while combat comes before movement shifts one column right', () => {
    const result = given(arras, opts, alliedCombat(line, [])).when('allied', { type: 'attack', defender: '7SR', attackers: ['6DLI'] }, [1]);
    expect(result.ok && result.value[1]).toMatchObject({ oddsColumn: '1:1', shift: 1, column: '2:1', die: 1, result: 'C' });
    const afterRecovery = given(arras, opts, alliedCombat(line, ['recovery'])).when('allied', { type: 'attack', defender: '7SR', attackers: ['6DLI'] }, [1]);
    expect(afterRecovery.ok && afterRecovery.value[1]).toMatchObject({ shift: 1, column: '2:1' });
    const afterMovement = given(arras, opts, alliedCombat(line, ['recovery', 'movement'])).when('allied', { type: 'attack', defender: '7SR', attackers: ['6DLI'] }, [1]);
    expect(afterMovement.ok && afterMovement.value[1]).toMatchObject({ shift: 0, column: '1:1', result: 'Ar' });
  });

  it('AR-8.2 the shift never applies in the German turn, and stops at 4:1', () => {
    const german = given(arras, opts, scenario({ units: line, side: 'german', phase: 'combat', done: ['movement'] })).when('german', { type: 'attack', defender: '6DLI', attackers: ['7SR'] }, [1]);
    expect(german.ok && german.value[1]).toMatchObject({ shift: 0, column: '1:1', result: 'Ar' });
    const top = given(arras, opts, alliedCombat({ ...line, '7SR': '0908', '7Kr': '0705' }, [])).when('allied', { type: 'attack', defender: '7Kr', attackers: ['6DLI', '8DLI'] }, [1]);
    expect(top.ok && top.value[1]).toMatchObject({ oddsColumn: '4:1', shift: 1, column: '4:1', result: 'D1' });
  });

  it('AR-8.3 the die is −1 when the defender is in Arras, and a modified 0 reads as 1', () => {
    const events = scenario({ units: { '17Bde': '0503', '7SR': '0603' }, side: 'german', phase: 'combat', done: ['movement'] }, { brigade17: true });
    const five = given(arras, { brigade17: true }, events).when('german', { type: 'attack', defender: '17Bde', attackers: ['7SR'] }, [5]);
    expect(five.ok && five.value[1]).toMatchObject({ attack: 2, defence: 3, column: '1:2', die: 5, modifier: -1, modifiedDie: 4, result: 'C' });
    const one = given(arras, { brigade17: true }, events).when('german', { type: 'attack', defender: '17Bde', attackers: ['7SR'] }, [1]);
    expect(one.ok && one.value[1]).toMatchObject({ die: 1, modifier: -1, modifiedDie: 1, result: 'Ar' });
  });

  describe('AR-8.4 every cell of the CRT through decide (German attacks on 6DLI in 0604: no shift, no modifier)', () => {
    // Attackers for each column against 6DLI (strength 2): 1 : 2, 2 : 2, 4 : 2, 6 : 2, 8 : 2.
    const columns: [string, Record<string, string>][] = [
      ['1:2', { '7Kr': '0705' }],
      ['1:1', { '7SR': '0705' }],
      ['2:1', { '7SR': '0705', '6SR': '0605' }],
      ['3:1', { '25Pz-I': '0705', '25Pz-II': '0605' }],
      ['4:1', { '25Pz-I': '0705', '25Pz-II': '0605', '7SR': '0704' }],
    ];
    const table: Record<string, string[]> = {
      '1:2': ['Ar', 'Ar', 'C', 'C', 'D1', 'D1'],
      '1:1': ['Ar', 'C', 'D1', 'D1', 'Ex', 'D2'],
      '2:1': ['C', 'D1', 'D1', 'D2', 'Ex', 'De'],
      '3:1': ['D1', 'D1', 'D2', 'Ex', 'De', 'De'],
      '4:1': ['D1', 'D2', 'D2', 'De', 'De', 'De'],
    };
    const cells = columns.flatMap(([column, attackers]) => [1, 2, 3, 4, 5, 6].map((die) => [column, die, table[column]?.[die - 1] as string, attackers] as const));
    it.each(cells)('%s, die %i: %s', (column, die, result, attackers) => {
      const events = scenario({ units: { '6DLI': '0604', ...attackers }, side: 'german', phase: 'combat', done: ['movement'] });
      const decided = given(arras, opts, events).when('german', { type: 'attack', defender: '6DLI', attackers: Object.keys(attackers) }, [die]);
      expect(decided.ok).toBe(true);
      if (!decided.ok) return;
      expect(decided.value[1]).toMatchObject({ type: 'attack-resolved', oddsColumn: column, shift: 0, column, die, modifier: 0, modifiedDie: die, result });
      const after = decided.value.slice(2);
      const ids = Object.keys(attackers);
      const consequence: Record<string, unknown> = {
        C: [{ type: 'combat-ended' }],
        Ar: [{ type: 'combat-step', step: { kind: 'retreat', from: 'attack', queue: ids.map((unit) => ({ unit, hexes: 1 })) } }],
        D1: [{ type: 'combat-step', step: { kind: 'retreat', from: 'attack', queue: [{ unit: '6DLI', hexes: 1 }] } }],
        D2: [{ type: 'combat-step', step: { kind: 'retreat', from: 'attack', queue: [{ unit: '6DLI', hexes: 2 }] } }],
        De: [{ type: 'unit-eliminated', unit: '6DLI', hex: '0604', rule: 'AR-8.4', reason: 'De' }, { type: 'combat-step', step: { kind: 'advance' } }],
        Ex:
          ids.length === 1
            ? [
                { type: 'unit-eliminated', unit: '6DLI', hex: '0604', rule: 'AR-8.4', reason: 'Ex' },
                { type: 'unit-eliminated', unit: ids[0], hex: attackers[ids[0] as string], rule: 'AR-8.4', reason: 'Ex' },
                { type: 'turn-marker-advanced', from: 1, to: 4, rule: 'AR-8.6', reason: `${ids[0]} eliminated` },
                { type: 'combat-ended' },
              ]
            : [{ type: 'unit-eliminated', unit: '6DLI', hex: '0604', rule: 'AR-8.4', reason: 'Ex' }, { type: 'combat-step', step: { kind: 'loss', from: 'attack', candidates: ids } }],
      };
      expect(after).toEqual(consequence[result]);
    });
  });

  it('AR-8.6 a German attacker the German chooses to lose to an Ex panics Rommel: three boxes', () => {
    let events = scenario({ units: { '6DLI': '0604', '7SR': '0705', '6SR': '0605' }, side: 'german', phase: 'combat', done: ['movement'], turn: 2 });
    events = play(events, 'german', { type: 'attack', defender: '6DLI', attackers: ['7SR', '6SR'] }, [5]); // 4:2 → 2:1, die 5: Ex
    const result = given(arras, opts, events).when('german', { type: 'choose-loss', unit: '6SR' });
    expect(result.ok && result.value.slice(0, 2)).toEqual([
      { type: 'unit-eliminated', unit: '6SR', hex: '0605', rule: 'AR-8.4', reason: 'Ex' },
      { type: 'turn-marker-advanced', from: 2, to: 5, rule: 'AR-8.6', reason: '6SR eliminated' },
    ]);
  });
});
