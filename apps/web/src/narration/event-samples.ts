import type { ArrasEvent, GrafSpeeEvent } from '@wargames/sdk';

/**
 * Sample events for the narration tests: every event type of both games, in each form a viewer may receive it
 * (full for the omniscient or the side it belongs to, redacted for the others, per GS-9). Written by hand from the
 * event schemas (GET /api/game-types/{type}/event-schema): the web app never imports a game's redact.
 */
export interface EventSample<E> {
  readonly event: E;
  /** The viewers that receive exactly this form. */
  readonly viewers: readonly ('german' | 'british' | 'allied' | 'spectator' | 'omniscient')[];
  /** Strings that this form does not carry and so must never appear in its words. */
  readonly secrets?: readonly string[];
}

const outcome = { winner: 'british' as const, reason: 'spee-sunk' as const, rule: 'GS-8.2', message: 'The Admiral Graf Spee was sunk' };

export const GRAF_SPEE_SAMPLES: readonly EventSample<GrafSpeeEvent>[] = [
  { event: { type: 'spee-placed', speeHex: 'B4' }, viewers: ['german', 'omniscient'] },
  { event: { type: 'spee-placed' }, viewers: ['british', 'spectator'], secrets: ['B4'] },
  { event: { type: 'supply-ship-placed', supplyHex: 'D3' }, viewers: ['german', 'omniscient'] },
  { event: { type: 'supply-ship-placed' }, viewers: ['british', 'spectator'], secrets: ['D3'] },
  {
    event: {
      type: 'british-deployed',
      atlantic: 5,
      indian: 4,
      assignment: { atlantic: { BB: 1, CV: 1, CA: 2, dummy: 1 }, indian: { BB: 0, CV: 1, CA: 2, dummy: 1 } },
    },
    viewers: ['omniscient'],
  },
  { event: { type: 'british-deployed', atlantic: 5, indian: 4 }, viewers: ['german', 'british', 'spectator'] },
  { event: { type: 'turn-started', turn: 3, shadowed: true }, viewers: ['german', 'british', 'spectator', 'omniscient'] },
  { event: { type: 'turn-started', turn: 1, shadowed: false }, viewers: ['german', 'british', 'spectator', 'omniscient'] },
  { event: { type: 'spee-moved', turn: 2, speeFrom: 'B4', path: ['B5', 'C5'], refuelledAt: null }, viewers: ['german', 'omniscient'] },
  { event: { type: 'spee-moved', turn: 2, speeFrom: 'D3', path: ['D4', 'E4', 'E5'], refuelledAt: 'D3' }, viewers: ['german', 'omniscient'] },
  { event: { type: 'spee-moved', turn: 2, speeFrom: 'C3', path: [], refuelledAt: null }, viewers: ['german', 'omniscient'] },
  { event: { type: 'spee-moved', turn: 5, speeFrom: 'A2', path: ['atlantic'], refuelledAt: null }, viewers: ['german', 'omniscient'] },
  { event: { type: 'spee-moved', turn: 5, speeFrom: 'B5', path: ['B6', 'indian'], refuelledAt: null }, viewers: ['german', 'omniscient'] },
  { event: { type: 'spee-moved', turn: 2 }, viewers: ['british', 'spectator'], secrets: ['B4', 'B5', 'C5'] },
  { event: { type: 'spee-shadowed', turn: 3, speeHex: 'C4' }, viewers: ['german', 'british', 'spectator', 'omniscient'] },
  { event: { type: 'spee-exited', box: 'indian' }, viewers: ['german', 'british', 'spectator', 'omniscient'] },
  { event: { type: 'extra-moves-bought', die: 4, points: 1, score: 6, movesAllowed: 7 }, viewers: ['german', 'british', 'spectator', 'omniscient'] },
  { event: { type: 'piece-drawn', box: 'atlantic', token: 'p-17', kind: 'CA' }, viewers: ['british', 'omniscient'] },
  { event: { type: 'piece-drawn', box: 'atlantic', token: 'p-17' }, viewers: ['german', 'spectator'], secrets: ['cruiser', '巡洋艦', '순양함'] },
  { event: { type: 'piece-entered', token: 'p-17', box: 'atlantic', to: 'A2' }, viewers: ['german', 'spectator'], secrets: ['cruiser', '巡洋艦', '순양함'] },
  { event: { type: 'piece-entered', token: 'p-17', box: 'atlantic', to: 'A2', kind: 'CA' }, viewers: ['british', 'omniscient'] },
  { event: { type: 'piece-moved', token: 'p-17', from: 'A2', to: 'B3' }, viewers: ['german', 'spectator'], secrets: ['dummy', 'ダミー', '더미'] },
  { event: { type: 'piece-moved', token: 'p-17', from: 'A2', to: 'B3', kind: 'dummy' }, viewers: ['british', 'omniscient'] },
  { event: { type: 'piece-returned', token: 'p-17', from: 'B6', box: 'indian', kind: 'BB' }, viewers: ['british', 'omniscient'] },
  { event: { type: 'piece-returned', token: 'p-17', from: 'B6', box: 'indian' }, viewers: ['german', 'spectator'], secrets: ['battleship', '戦艦', '전함'] },
  { event: { type: 'movement-ended', turn: 2 }, viewers: ['german', 'british', 'spectator', 'omniscient'] },
  {
    event: { type: 'spee-found', by: 'surface', speeHex: 'C4', revealed: [{ token: 'p-1', kind: 'CA' }, { token: 'p-2', kind: 'dummy' }] },
    viewers: ['german', 'british', 'omniscient'],
  },
  {
    event: { type: 'spee-found', by: 'air', speeHex: 'C4', revealed: [{ token: 'p-1' }, { token: 'p-2' }] },
    viewers: ['spectator'],
    secrets: ['cruiser', 'carrier', '巡洋艦', '空母', '순양함', '항공모함'],
  },
  { event: { type: 'spee-not-found', by: 'surface' }, viewers: ['german', 'british', 'spectator', 'omniscient'] },
  { event: { type: 'dummies-removed', tokens: ['p-2'] }, viewers: ['german', 'british', 'spectator', 'omniscient'] },
  { event: { type: 'dummies-removed', tokens: [] }, viewers: ['german', 'british', 'spectator', 'omniscient'] },
  { event: { type: 'air-searched', token: 'p-5', kind: 'CV', searched: 'C5', found: false }, viewers: ['german', 'british', 'omniscient'] },
  { event: { type: 'air-searched', searched: 'C4', found: true }, viewers: ['spectator'] },
  { event: { type: 'air-search-ended', turn: 2 }, viewers: ['german', 'british', 'spectator', 'omniscient'] },
  {
    event: { type: 'target-required', candidates: [{ token: 'p-1', kind: 'CA' }, { token: 'p-3', kind: 'BB' }] },
    viewers: ['german', 'british', 'omniscient'],
  },
  { event: { type: 'target-required' }, viewers: ['spectator'], secrets: ['cruiser', 'battleship'] },
  {
    event: {
      type: 'surface-combat',
      target: 'p-1',
      targetKind: 'CA',
      speeDice: [5, 2, 6],
      speeHits: 2,
      britishDice: [6, 1, 3, 4],
      britishHits: 1,
      targetResult: 'sunk',
      speeResult: 'damaged',
      points: 2,
      score: 9,
      shadow: false,
    },
    viewers: ['german', 'british', 'omniscient'],
  },
  {
    event: {
      type: 'surface-combat',
      target: 'p-1',
      speeDice: [1, 2, 3],
      speeHits: 0,
      britishDice: [],
      britishHits: 0,
      targetResult: 'unhurt',
      speeResult: 'unhurt',
      points: 0,
      score: 9,
      shadow: true,
    },
    viewers: ['spectator'],
    secrets: ['cruiser', 'battleship'],
  },
  { event: { type: 'air-attack', token: 'p-5', dice: [6, 6, 2], hits: 2, speeResult: 'sunk' }, viewers: ['german', 'british', 'omniscient'] },
  { event: { type: 'air-attack', dice: [1, 2, 6], hits: 1, speeResult: 'damaged' }, viewers: ['spectator'] },
  { event: { type: 'raided', speeHex: 'D4', icon: true, die: null, points: 2, score: 11 }, viewers: ['german', 'british', 'spectator', 'omniscient'] },
  { event: { type: 'raided', speeHex: 'C5', icon: false, die: 3, points: 0, score: 11 }, viewers: ['german', 'british', 'spectator', 'omniscient'] },
  { event: { type: 'raid-declined', turn: 4 }, viewers: ['german', 'british', 'spectator', 'omniscient'] },
  { event: { type: 'scuttled', speeHex: 'E1', die: 5, penalty: 3, score: 8 }, viewers: ['german', 'british', 'spectator', 'omniscient'] },
  { event: { type: 'turn-ended', turn: 4 }, viewers: ['german', 'british', 'spectator', 'omniscient'] },
  { event: { type: 'game-ended', outcome, score: 7, penaltyDie: 4, penalty: 4 }, viewers: ['german', 'british', 'spectator', 'omniscient'] },
  {
    event: { type: 'game-ended', outcome: { ...outcome, winner: 'german', reason: 'german-21-points', rule: 'GS-8.1' }, score: 21, penaltyDie: null, penalty: 0 },
    viewers: ['german', 'british', 'spectator', 'omniscient'],
  },
  {
    event: { type: 'game-ended', outcome: { ...outcome, reason: 'spee-scuttled', rule: 'GS-8.2' }, score: 8, penaltyDie: null, penalty: 3 },
    viewers: ['german', 'british', 'spectator', 'omniscient'],
  },
  { event: { type: 'resigned', role: 'british' }, viewers: ['german', 'british', 'spectator', 'omniscient'] },
  { event: { type: 'resigned', role: 'german' }, viewers: ['german', 'british', 'spectator', 'omniscient'] },
  { event: { type: 'aborted', role: 'german' }, viewers: ['german', 'british', 'spectator', 'omniscient'] },
  { event: { type: 'aborted', role: 'british' }, viewers: ['german', 'british', 'spectator', 'omniscient'] },
  { event: { type: 'victory-claimed', role: 'british' }, viewers: ['german', 'british', 'spectator', 'omniscient'] },
  { event: { type: 'victory-claimed', role: 'german' }, viewers: ['german', 'british', 'spectator', 'omniscient'] },
];

const everyone = ['allied', 'german', 'spectator', 'omniscient'] as const;

export const ARRAS_SAMPLES: readonly EventSample<ArrasEvent>[] = [
  { event: { type: 'player-turn-started', side: 'allied', turn: 1 }, viewers: everyone },
  { event: { type: 'phase-started', side: 'german', phase: 'movement', turn: 1 }, viewers: everyone },
  { event: { type: 'phase-ended', side: 'allied', phase: 'combat' }, viewers: everyone },
  { event: { type: 'units-recovered', side: 'german', units: ['6SR', '7Kr'] }, viewers: everyone },
  { event: { type: 'units-recovered', side: 'allied', units: [] }, viewers: everyone },
  { event: { type: 'unit-moved', unit: '4RTR', from: '0403', path: ['0503', '0504'], cost: 1.5 }, viewers: everyone },
  { event: { type: 'unit-exited', unit: '7Kr', from: '0105', path: ['west'], cost: 1 }, viewers: everyone },
  { event: { type: 'attack-declared', attackers: ['4RTR', '7RTR'], defender: '6SR', hex: '0605' }, viewers: everyone },
  { event: { type: 'gun-declined' }, viewers: everyone },
  {
    event: { type: 'gun-fired', targets: ['4RTR'], attack: 8, defence: 4, column: '2:1', die: 1, modifier: -1, modifiedDie: 1, result: 'D1' },
    viewers: everyone,
  },
  {
    event: {
      type: 'attack-resolved',
      attackers: ['4RTR', '6DLI'],
      defender: '6SR',
      attack: 6,
      defence: 2,
      oddsColumn: '3:1',
      shift: 1,
      column: '4:1',
      die: 5,
      modifier: 0,
      modifiedDie: 5,
      result: 'Ex',
    },
    viewers: everyone,
  },
  { event: { type: 'attack-cancelled', defender: '6SR' }, viewers: everyone },
  { event: { type: 'combat-step', step: { kind: 'gun' } }, viewers: everyone },
  { event: { type: 'combat-step', step: { kind: 'loss', from: 'attack', candidates: ['4RTR', '6DLI'] } }, viewers: everyone },
  { event: { type: 'combat-step', step: { kind: 'retreat', from: 'gun', queue: [{ unit: '4RTR', hexes: 1 }] } }, viewers: everyone },
  { event: { type: 'combat-step', step: { kind: 'advance' } }, viewers: everyone },
  { event: { type: 'unit-retreated', unit: '6SR', from: '0605', path: ['0606', '0706'] }, viewers: everyone },
  { event: { type: 'unit-eliminated', unit: '6SR', hex: '0605', rule: 'AR-8.4', reason: 'De: the defender is eliminated' }, viewers: everyone },
  { event: { type: 'unit-advanced', unit: '4RTR', from: '0504', path: ['0605'] }, viewers: everyone },
  { event: { type: 'combat-ended' }, viewers: everyone },
  { event: { type: 'turn-marker-advanced', from: 2, to: 3, rule: 'AR-8.6', reason: 'Rommel panics' }, viewers: everyone },
  { event: { type: 'game-ended', winner: 'allied', reason: 'rommel-panic', rule: 'AR-4.2', message: 'The Allies win' }, viewers: everyone },
  { event: { type: 'resigned', role: 'german' }, viewers: everyone },
  { event: { type: 'resigned', role: 'allied' }, viewers: everyone },
  { event: { type: 'aborted', role: 'german' }, viewers: everyone },
  { event: { type: 'aborted', role: 'allied' }, viewers: everyone },
  { event: { type: 'victory-claimed', role: 'german' }, viewers: everyone },
  { event: { type: 'victory-claimed', role: 'allied' }, viewers: everyone },
];
