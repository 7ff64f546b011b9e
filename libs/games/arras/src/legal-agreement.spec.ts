import { seededDice } from '@wargames/engine';
import { given } from '@wargames/engine/testing';
import { arras } from './arras';
import { GEOMETRY } from './board';
import type { ArrasCommand } from './commands';
import { ARRAS_DATA } from './data/arras-data';
import type { ArrasEvent } from './events';
import { legal } from './legal';
import { stepCost } from './movement';
import type { ArrasState, Side } from './state';
import { play, scenario } from './test-scenario';

/**
 * `legal` against `decide` in hand-built positions that random play seldom reaches: every command of every family
 * (all simple move paths within the unit's MP, every attack by every set of units, every retreat and advance path,
 * every step command) is put to `decide`, and what it accepts must be exactly what `legal` lists — moves compared
 * by destination, with `legal`'s cost the cheapest accepted.
 */

const opts = { brigade17: true };
const ids = GEOMETRY.ids;
const neighbours = (hex: string): string[] => (GEOMETRY.neighbours[GEOMETRY.indexOf.get(hex) as number] ?? []).map((n) => ids[n] as string);
const unitIds = ARRAS_DATA.counters.map((c) => c.id);
const movement = (id: string): number => ARRAS_DATA.counters.find((c) => c.id === id)?.movement ?? 0;

/** Every loop-free path from `start` within `mp`, with and without a last "west" step. */
function movePaths(start: string, mp: number): { path: string[]; cost: number }[] {
  const out: { path: string[]; cost: number }[] = [{ path: ['west'], cost: 1 }];
  const walk = (here: string, trail: string[], spent: number) => {
    for (const next of neighbours(here)) {
      if (next === start || trail.includes(next)) continue;
      const cost = spent + stepCost(here, next);
      if (cost > mp) continue;
      const path = [...trail, next];
      out.push({ path, cost }, { path: [...path, 'west'], cost: cost + 1 });
      walk(next, path, cost);
    }
  };
  walk(start, [], 0);
  return out;
}

/** Every walk of exactly `length` steps from `start` (revisits included, so that refusals are exercised too). */
function walks(start: string, length: number): string[][] {
  if (length === 0) return [[]];
  return neighbours(start).flatMap((next) => walks(next, length - 1).map((rest) => [next, ...rest]));
}

function subsets<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let mask = 1; mask < 1 << items.length; mask++) out.push(items.filter((_, i) => mask & (1 << i)));
  return out;
}

function candidates(state: ArrasState): ArrasCommand[] {
  const onMap = unitIds.filter((id) => state.units[id]?.hex);
  const out: ArrasCommand[] = [
    { type: 'start-phase', phase: 'movement' },
    { type: 'start-phase', phase: 'combat' },
    { type: 'start-phase', phase: 'recovery' },
    { type: 'end-phase' },
    { type: 'fire-88' },
    { type: 'decline-88' },
    { type: 'end-advance' },
    ...unitIds.map((unit) => ({ type: 'choose-loss' as const, unit })),
  ];
  for (const unit of onMap) {
    const hex = state.units[unit]?.hex as string;
    for (const { path } of movePaths(hex, movement(unit))) out.push({ type: 'move', unit, path });
    for (const length of [1, 2]) for (const path of walks(hex, length)) out.push({ type: 'retreat', unit, path });
    for (const first of ids) {
      out.push({ type: 'advance', unit, path: [first] });
      for (const second of neighbours(first)) out.push({ type: 'advance', unit, path: [first, second] });
    }
  }
  for (const defender of onMap) {
    const around = neighbours(state.units[defender]?.hex as string);
    const near = onMap.filter((id) => around.includes(state.units[id]?.hex as string));
    for (const attackers of subsets(near)) out.push({ type: 'attack', defender, attackers });
    out.push({ type: 'attack', defender, attackers: onMap.filter((id) => !near.includes(id)).slice(0, 1) });
  }
  return out;
}

const key = (command: ArrasCommand): string => {
  if (command.type === 'move') return `move ${command.unit} → ${command.path[command.path.length - 1]}`;
  if (command.type === 'attack') return JSON.stringify({ ...command, attackers: [...command.attackers].sort() });
  return JSON.stringify(command);
};

/** Checks the agreement and returns the keys of the legal commands, so that each test can show what it exercised. */
function checkAgreement(events: ArrasEvent[]): string[] {
  const state = given(arras, opts, events).state;
  const role = arras.pending(state)[0] as Side;
  const listed = legal(state, role);
  const listedKeys = new Map(listed.map((c) => [key(c), c]));
  expect(listedKeys.size).toBe(listed.length); // one command per key: one move per destination
  for (const command of listed) {
    const decided = arras.decide(state, command, role, seededDice(7));
    expect([key(command), decided.ok]).toEqual([key(command), true]);
  }
  const accepted = new Map<string, number>();
  for (const command of candidates(state)) {
    const decided = arras.decide(state, command, role, seededDice(7));
    if (!decided.ok) {
      expect(decided.error.message.startsWith(`${decided.error.rule}: `)).toBe(true);
      continue;
    }
    const first = decided.value[0];
    const cost = first?.type === 'unit-moved' || first?.type === 'unit-exited' ? first.cost : 0;
    accepted.set(key(command), Math.min(accepted.get(key(command)) ?? Infinity, cost));
  }
  expect([...accepted.keys()].sort()).toEqual([...listedKeys.keys()].sort());
  for (const command of listed) {
    if (command.type !== 'move') continue;
    expect([key(command), (given(arras, opts, events).when(role, command) as { value: { cost: number }[] }).value[0]?.cost]).toEqual([key(command), accepted.get(key(command))]);
  }
  const other: Side = role === 'allied' ? 'german' : 'allied';
  expect(legal(state, other)).toEqual([]);
  return [...listedKeys.keys()];
}

/** The hand-built positions, as the events that lead to them. */
const westEdge = scenario(
  { units: { '7Kr': '0203', '25Pz-II': '0302', 'SS-TK-1': '0102', '7SR': '0204', '6DLI': '0105', '8DLI': '0404*', '4RTR': '0502', '17Bde': '0307' }, side: 'german', phase: 'movement' },
  opts,
);
const roundArras = scenario(
  { units: { '4RTR': '0604', '7RTR': '0503', '6DLI': '0504', '3DLM-1': '0405', '17Bde': '0402', '7SR': '0705', '6SR': '0607', '25Pz-I': '0803*' }, side: 'allied', phase: 'movement' },
  opts,
);
/** Combat before movement (AR-8.2); 17Bde has already pushed 7Kr back 2 hexes (3:1 → 4:1, die 3: D2). */
let combat = scenario(
  {
    units: { '4RTR': '0604', '7RTR': '0704', '6DLI': '0605', '8DLI': '0806*', '17Bde': '0603', '7SR': '0705', '7Kr': '0703', '6SR': '0706', '25Pz-I': '0905' },
    side: 'allied',
    phase: 'combat',
    gunUsed: true,
  },
  opts,
);
combat = play(combat, 'allied', { type: 'attack', defender: '7Kr', attackers: ['17Bde'] }, [3], opts);
combat = play(combat, 'allied', { type: 'retreat', unit: '7Kr', path: ['0702', '0802'] }, [], opts);
combat = play(combat, 'allied', { type: 'end-advance' }, [], opts);
/** 6DLI on 7SR at 1:1, die 6: D2. */
const d2 = play(
  scenario({ units: { '6DLI': '0604', '8DLI': '0505*', '3DLM-1': '0904', '7SR': '0705', '6SR': '0805', '7Kr': '0706', '17Bde': '0407' }, side: 'allied', phase: 'combat', done: ['movement'] }, opts),
  'allied',
  { type: 'attack', defender: '7SR', attackers: ['6DLI'] },
  [6],
  opts,
);
/** 6DLI and 8DLI on 25Pz-I at 4:3 → 1:1, die 1: Ar. */
const ar = play(
  scenario({ units: { '6DLI': '0604', '8DLI': '0605', '17Bde': '0504', '25Pz-I': '0705', '7Kr': '0606' }, side: 'allied', phase: 'combat', done: ['movement'] }, opts),
  'allied',
  { type: 'attack', defender: '25Pz-I', attackers: ['6DLI', '8DLI'] },
  [1],
  opts,
);
/** 10:1 → 4:1, die 4: De, with 6SR next to the tanks' hexes; SS-TK-1 stands off. */
const advanceWith6SR = (hex: string) =>
  play(
    scenario({ units: { '4RTR': '0604', '7RTR': '0805', '6DLI': '0706', '7Kr': '0705', '6SR': hex, 'SS-TK-1': '0907' }, side: 'allied', phase: 'combat', done: ['movement'], gunUsed: true }, opts),
    'allied',
    { type: 'attack', defender: '7Kr', attackers: ['4RTR', '7RTR', '6DLI'] },
    [4],
    opts,
  );
/** 6SR in 0704 puts 4RTR (0604) and the emptied 0705 in its ZOC, not 7RTR (0805). */
const advance = advanceWith6SR('0704');
/** 6SR in 0603 puts 4RTR (0604) in its ZOC, not the emptied 0705. */
const advanceFree = advanceWith6SR('0603');
const gun = play(
  scenario({ units: { '4RTR': '0604', '7RTR': '0704', '6DLI': '0605', '7SR': '0705' }, side: 'allied', phase: 'combat', done: ['movement'] }, opts),
  'allied',
  { type: 'attack', defender: '7SR', attackers: ['4RTR', '7RTR', '6DLI'] },
  [],
  opts,
);
/** The 88 at 8:8 → 1:1, die 5: Ex. */
const loss = play(gun, 'german', { type: 'fire-88' }, [5], opts);
/** The 88 at 8:8 → 1:1, die 6: D2 for both tanks; 7SR's ZOC and the friends round them narrow the paths. */
const gunRetreat = play(gun, 'german', { type: 'fire-88' }, [6], opts);
/** AR-7.2: 7RTR has joined 4RTR in the corner (25Pz-I's ZOC leaves 4RTR 0201, or 8DLI's hex); 6DLI could close 0201. */
const stackedCorner = play(
  scenario({ units: { '25Pz-I': '0202', '4RTR': '0101', '7RTR': '0201', '8DLI': '0102', '6DLI': '0301', '7SR': '0404' }, side: 'allied', phase: 'movement' }, opts),
  'allied',
  { type: 'move', unit: '7RTR', path: ['0101'] },
  [],
  opts,
);
/** AR-7.2: 4RTR has joined 8DLI, and 6DLI took 8DLI's last free hex: 8DLI can still go onto 3DLM-1 or 7RTR, who go on. */
const relayed = play(
  play(
    scenario({ units: { '7SR': '0101', '7Kr': '0303', '8DLI': '0102', '4RTR': '0103', '6DLI': '0202', '3DLM-1': '0104', '7RTR': '0203' }, side: 'allied', phase: 'movement' }, opts),
    'allied',
    { type: 'move', unit: '4RTR', path: ['0102'] },
    [],
    opts,
  ),
  'allied',
  { type: 'move', unit: '6DLI', path: ['0103'] },
  [],
  opts,
);
/** AR-7.2: two stacks (0101 and 0301) whose units can leave only by 0201 and 0401 between them (stacking.spec.ts). */
const twoPockets = play(
  play(
    scenario({ units: { '25Pz-I': '0202', '6SR': '0402', '4RTR': '0101', '8DLI': '0102*', '6DLI': '0301', '17Bde': '0302*', '3DLM-1': '0501', '7RTR': '0201', '3DLM-2': '0401' }, side: 'allied', phase: 'movement' }, opts),
    'allied',
    { type: 'move', unit: '7RTR', path: ['0101'] },
    [],
    opts,
  ),
  'allied',
  { type: 'move', unit: '3DLM-2', path: ['0301'] },
  [],
  opts,
);
/** AR-7.2: 17Bde in 0102 could not leave if 7RTR joined it (stacking.spec.ts). */
const pocket = scenario({ units: { '25Pz-II': '0201', '17Bde': '0102', '3DLM-1': '0103', '8DLI': '0203', '4RTR': '0104', '7RTR': '0204' }, side: 'allied', phase: 'movement' }, opts);
/** AR-7.2: the German's 7SR has joined 6SR; 6SR has moved past 25Pz-I, 7Kr has not moved. */
const germanStacks = play(
  play(scenario({ units: { '7SR': '0705', '6SR': '0706', '25Pz-I': '0806', '7Kr': '0707', '6DLI': '0503' }, side: 'german', phase: 'movement' }, opts), 'german', { type: 'move', unit: '25Pz-I', path: ['0906'] }, [], opts),
  'german',
  { type: 'move', unit: '7SR', path: ['0706'] },
  [],
  opts,
);
const naming = scenario({ units: { '6DLI': '0604*', '7SR': '0705' }, side: 'allied', phase: null, done: ['combat'] }, opts);
const recovery = scenario({ units: { '6DLI': '0604', '7SR': '0705' }, side: 'allied', phase: 'recovery' }, opts);

describe('legal agrees with decide in hand-built positions', () => {
  it('AR-4.1 / AR-6.2 / AR-7 German movement by the west edge: rivers, roads, friends, a disrupted enemy, EZOCs, the exit', () => {
    expect(checkAgreement(westEdge)).toEqual(expect.arrayContaining(['move 7Kr → west', 'move SS-TK-1 → west', 'move 25Pz-II → west']));
  });

  it('AR-6.2 / AR-7 Allied movement round Arras with units starting in an EZOC and a friend on the road', () => {
    checkAgreement(roundArras);
  });

  it('AR-8.1 / AR-6.5 an Allied combat phase with several defenders, a disrupted attacker and one attack already made', () => {
    checkAgreement(combat);
  });

  it('AR-8.5 a German D2 retreat chosen by the Allied player, crossing friends and avoiding EZOCs', () => {
    expect(checkAgreement(d2)).toContain(JSON.stringify({ type: 'retreat', unit: '7SR', path: ['0805', '0906'] })); // across 6SR; 0905 is in 3DLM-1's ZOC
  });

  it('AR-8.4 Ar: two attackers competing for the same retreat hexes', () => {
    checkAgreement(ar);
  });

  const advancesIn = (events: ArrasEvent[]) =>
    checkAgreement(events)
      .filter((k) => k.includes('"advance"'))
      .map((k) => JSON.parse(k) as { unit: string; path: string[] });

  it('AR-8.7 / AR-6.4 advance after combat into an emptied hex in an EZOC: both tanks stop there, from an EZOC (4RTR) or not (7RTR)', () => {
    const advances = advancesIn(advance);
    expect(advances.filter((a) => a.unit === '4RTR').map((a) => a.path)).toEqual([['0705']]);
    expect(advances.filter((a) => a.unit === '7RTR').map((a) => a.path)).toEqual([['0705']]);
  });

  it('AR-8.7 / AR-6.4 advance after combat into an emptied hex free of EZOC: both tanks may go two hexes, 4RTR although it starts in an EZOC', () => {
    const advances = advancesIn(advanceFree);
    expect(advances.filter((a) => a.unit === '4RTR' && a.path.length === 2).length).toBeGreaterThan(0);
    expect(advances.filter((a) => a.unit === '7RTR' && a.path.length === 2).length).toBeGreaterThan(0);
    expect(advances.filter((a) => a.unit === '6DLI').map((a) => a.path)).toEqual([['0705']]);
  });

  it('AR-8.8 the German decision on the 88, then the Allied choice of the tank lost to its Ex', () => {
    expect(checkAgreement(gun).sort()).toEqual([JSON.stringify({ type: 'decline-88' }), JSON.stringify({ type: 'fire-88' })]);
    expect(checkAgreement(loss).sort()).toEqual([JSON.stringify({ type: 'choose-loss', unit: '4RTR' }), JSON.stringify({ type: 'choose-loss', unit: '7RTR' })]);
  });

  it('AR-8.5 / AR-8.8 the German chooses the retreat paths of the tanks the 88 hits', () => {
    const listed = checkAgreement(gunRetreat);
    expect(arras.pending(given(arras, opts, gunRetreat).state)).toEqual(['german']);
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.every((k) => k.includes('"retreat"'))).toBe(true);
  });

  it('AR-7.2 a stack in a crowded corner: moves onto friends, the last free hex kept for the stack, no end-phase', () => {
    const listed = checkAgreement(stackedCorner);
    expect(listed).not.toContain(JSON.stringify({ type: 'end-phase' }));
    expect(listed).toEqual(expect.arrayContaining(['move 4RTR → 0201', 'move 4RTR → 0102', 'move 6DLI → 0302']));
    expect(listed).not.toContain('move 6DLI → 0201');
  });

  it('AR-7.2 two stacks sharing their ways off: neither free hex may be taken', () => {
    const listed = checkAgreement(twoPockets);
    expect(listed).toEqual(expect.arrayContaining(['move 4RTR → 0201', 'move 6DLI → 0401']));
    expect(listed).not.toContain('move 3DLM-1 → 0401');
    expect(listed).not.toContain(JSON.stringify({ type: 'end-phase' }));
  });

  it('AR-7.2 a stack undone through a friend that has not moved (the ruling), and a friend that could not leave', () => {
    expect(checkAgreement(relayed)).toEqual(expect.arrayContaining(['move 8DLI → 0104', 'move 8DLI → 0203']));
    expect(checkAgreement(pocket)).not.toContain('move 7RTR → 0102');
  });

  it('AR-7.2 German stacking: onto a friend that has not moved, not onto one that has', () => {
    const listed = checkAgreement(germanStacks);
    expect(listed).not.toContain(JSON.stringify({ type: 'end-phase' }));
    expect(listed.some((k) => k.startsWith('move 6SR → '))).toBe(true);
    expect(listed).not.toContain('move 7Kr → 0706'); // the stack holds two already
    expect(listed).not.toContain('move 7Kr → 0906'); // 25Pz-I has moved
  });

  it('AR-5.3 / AR-6.6 the Allied player naming a phase, and a recovery phase', () => {
    expect(checkAgreement(naming).length).toBe(2);
    expect(checkAgreement(recovery)).toEqual([JSON.stringify({ type: 'end-phase' })]);
  });
});

describe('illegal commands in the same positions are refused with the right code and rule', () => {
  const cases: [string, ArrasEvent[], Side | 'spectator', object, string, string][] = [
    ['EZOC to EZOC', westEdge, 'german', { type: 'move', unit: '7SR', path: ['0104'] }, 'ERR_EZOC_TO_EZOC', 'AR-6.2'],
    ['no exit after entering an EZOC', westEdge, 'german', { type: 'move', unit: '7Kr', path: ['0104', 'west'] }, 'ERR_EZOC_STOP', 'AR-6.2'],
    ['stop on entering an EZOC', westEdge, 'german', { type: 'move', unit: '25Pz-II', path: ['0402', '0503'] }, 'ERR_EZOC_STOP', 'AR-6.2'],
    ['too many MP', westEdge, 'german', { type: 'move', unit: 'SS-TK-1', path: ['0101', '0201', '0301', '0401'] }, 'ERR_NOT_ENOUGH_MP', 'AR-7.1'],
    ['ending on a friend that has moved', germanStacks, 'german', { type: 'move', unit: '7Kr', path: ['0806', '0906'] }, 'ERR_ENDS_ON_FRIEND', 'AR-7.2'],
    ['ending on a friend that could not leave', pocket, 'allied', { type: 'move', unit: '7RTR', path: ['0203', '0103', '0102'] }, 'ERR_ENDS_ON_FRIEND', 'AR-7.2'],
    ['taking the last hex a stacked unit could leave to', stackedCorner, 'allied', { type: 'move', unit: '6DLI', path: ['0201'] }, 'ERR_STACK_CANNOT_BE_UNDONE', 'AR-7.2'],
    ['taking a hex two stacks need between them', twoPockets, 'allied', { type: 'move', unit: '3DLM-1', path: ['0401'] }, 'ERR_STACK_CANNOT_BE_UNDONE', 'AR-7.2'],
    ['ending the phase on a stack', stackedCorner, 'allied', { type: 'end-phase' }, 'ERR_STACKED', 'AR-7.2'],
    ['ending the German phase on a stack', germanStacks, 'german', { type: 'end-phase' }, 'ERR_STACKED', 'AR-7.2'],
    ['entering an enemy', westEdge, 'german', { type: 'move', unit: '7SR', path: ['0105'] }, 'ERR_ENEMY_OCCUPIED', 'AR-7.1'],
    ['exit away from column 1', westEdge, 'german', { type: 'move', unit: '25Pz-II', path: ['west'] }, 'ERR_EXIT_NOT_ALLOWED', 'AR-4.1'],
    ['moving an enemy unit', westEdge, 'german', { type: 'move', unit: '17Bde', path: ['0308'] }, 'ERR_NOT_YOUR_UNIT', 'AR-7.1'],
    ['attacking in the movement phase', westEdge, 'german', { type: 'attack', defender: '6DLI', attackers: ['7SR'] }, 'ERR_WRONG_PHASE', 'AR-8.1'],
    ['naming a German phase', westEdge, 'german', { type: 'start-phase', phase: 'combat' }, 'ERR_WRONG_PHASE', 'AR-5.2'],
    ['the Allies in the German turn', westEdge, 'allied', { type: 'end-phase' }, 'ERR_NOT_YOUR_TURN', 'AR-5.1'],
    ['a spectator', westEdge, 'spectator', { type: 'end-phase' }, 'ERR_NOT_A_PLAYER', 'actor'],
    ['a disrupted attacker', combat, 'allied', { type: 'attack', defender: '7SR', attackers: ['8DLI'] }, 'ERR_UNIT_DISRUPTED', 'AR-6.5'],
    ['a defender attacked twice', combat, 'allied', { type: 'attack', defender: '7Kr', attackers: ['4RTR'] }, 'ERR_DEFENDER_ALREADY_ATTACKED', 'AR-8.1'],
    ['an attacker attacking twice', combat, 'allied', { type: 'attack', defender: '7SR', attackers: ['17Bde'] }, 'ERR_ALREADY_ATTACKED', 'AR-8.1'],
    ['an attacker not adjacent', combat, 'allied', { type: 'attack', defender: '25Pz-I', attackers: ['4RTR'] }, 'ERR_NOT_ADJACENT_TO_DEFENDER', 'AR-8.1'],
    ['a retreat with no result', combat, 'allied', { type: 'retreat', unit: '7SR', path: ['0805'] }, 'ERR_WRONG_PHASE', 'AR-8.5'],
    ['a retreat into an EZOC', d2, 'allied', { type: 'retreat', unit: '7SR', path: ['0805', '0905'] }, 'ERR_RETREAT_INTO_EZOC', 'AR-8.5'],
    ['a retreat too short', d2, 'allied', { type: 'retreat', unit: '7SR', path: ['0706'] }, 'ERR_RETREAT_LENGTH', 'AR-8.4'],
    ['a retreat into an enemy', d2, 'allied', { type: 'retreat', unit: '7SR', path: ['0604', '0504'] }, 'ERR_ENEMY_OCCUPIED', 'AR-8.5'],
    ['a retreat going back', d2, 'allied', { type: 'retreat', unit: '7SR', path: ['0706', '0705'] }, 'ERR_RETREAT_BACKTRACKS', 'AR-8.5'],
    ['a retreat ending on a friend', d2, 'allied', { type: 'retreat', unit: '7SR', path: ['0706', '0805'] }, 'ERR_ENDS_ON_FRIEND', 'AR-8.5'],
    ['the German choosing his own retreat', d2, 'german', { type: 'retreat', unit: '7SR', path: ['0706', '0707'] }, 'ERR_NOT_YOUR_TURN', 'AR-8.5'],
    ['a tank going on from EZOC to EZOC', advance, 'allied', { type: 'advance', unit: '4RTR', path: ['0705', '0605'] }, 'ERR_ADVANCE_NOT_ALLOWED', 'AR-6.4'],
    ['a tank from outside an EZOC going on from an EZOC emptied hex', advance, 'allied', { type: 'advance', unit: '7RTR', path: ['0705', '0605'] }, 'ERR_ADVANCE_NOT_ALLOWED', 'AR-6.4'],
    ['infantry advancing two hexes', advance, 'allied', { type: 'advance', unit: '6DLI', path: ['0705', '0605'] }, 'ERR_ADVANCE_NOT_ALLOWED', 'AR-8.7'],
    ['an advance not into the emptied hex', advance, 'allied', { type: 'advance', unit: '7RTR', path: ['0806'] }, 'ERR_ADVANCE_NOT_ALLOWED', 'AR-8.7'],
    ['the German ending the Allied advance', advance, 'german', { type: 'end-advance' }, 'ERR_NOT_YOUR_TURN', 'AR-8.7'],
    ['the Allies deciding for the 88', gun, 'allied', { type: 'fire-88' }, 'ERR_NOT_YOUR_TURN', 'AR-8.8'],
    ['the Allies choosing the retreat of a tank the 88 hit', gunRetreat, 'allied', { type: 'retreat', unit: '4RTR', path: ['0504', '0404'] }, 'ERR_NOT_YOUR_TURN', 'AR-8.5'],
    ['a loss before any result', gun, 'german', { type: 'choose-loss', unit: '4RTR' }, 'ERR_WRONG_PHASE', 'AR-8.4'],
    ['infantry lost to the 88', loss, 'allied', { type: 'choose-loss', unit: '6DLI' }, 'ERR_NOT_A_CHOICE', 'AR-8.8'],
    ['a second 88 decision', loss, 'allied', { type: 'decline-88' }, 'ERR_GUN_ALREADY_FIRED', 'AR-8.8'],
    ['a second fire-88 while the German chooses retreats', gunRetreat, 'german', { type: 'fire-88' }, 'ERR_GUN_ALREADY_FIRED', 'AR-8.8'],
    ['the German choosing the Ex loss to the 88', loss, 'german', { type: 'choose-loss', unit: '4RTR' }, 'ERR_NOT_YOUR_TURN', 'AR-8.8'],
    ['the German ending the Allied phase while he decides on the 88', gun, 'german', { type: 'end-phase' }, 'ERR_NOT_YOUR_TURN', 'AR-5.1'],
    ['the Allies retreating while the German decides on the 88', gun, 'allied', { type: 'retreat', unit: '7SR', path: ['0806'] }, 'ERR_WRONG_PHASE', 'AR-8.5'],
  ];

  it.each(cases)('%s', (_name, events, actor, command, code, rule) => {
    const result = given(arras, opts, events).when(actor, command, [1, 1]);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect([result.error.code, result.error.rule]).toEqual([code, rule]);
    expect(result.error.message.startsWith(`${rule}: `)).toBe(true);
  });
});
