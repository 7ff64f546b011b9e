/**
 * The numbers of the rules' tables (GS-1, AR-2.1, AR-8.4), as the rules files print them. A test in tests/web-e2e
 * compares them with the games' data files, so the page and the rules engine cannot drift apart.
 */
export const GRAF_SPEE_PIECES = [
  { piece: 'spee', side: 'german', strength: 3, count: 1, moves: 2 },
  { piece: 'BB', side: 'british', strength: 9, count: 1, moves: 1 },
  { piece: 'CV', side: 'british', strength: 3, count: 2, moves: 2 },
  { piece: 'CA', side: 'british', strength: 2, count: 4, moves: 2 },
  { piece: 'dummy', side: 'british', strength: null, count: 2, moves: 2 },
] as const;

/** GS-9: who sees which fact; each cell is a message key under tables.visibility.answers. */
export const GRAF_SPEE_VISIBILITY = [
  { fact: 'speeHex', german: 'yes', british: 'whenRevealed', spectator: 'likeBritish', after: 'yes' },
  { fact: 'supplyShips', german: 'yes', british: 'no', spectator: 'no', after: 'yes' },
  { fact: 'britishPositions', german: 'yes', british: 'yes', spectator: 'yes', after: 'yes' },
  { fact: 'britishIdentities', german: 'whileRevealed', british: 'yes', spectator: 'no', after: 'yes' },
  { fact: 'boxes', german: 'countsOnly', british: 'countsOnly', spectator: 'countsOnly', after: 'yes' },
  { fact: 'dice', german: 'publicDice', british: 'publicDice', spectator: 'publicDice', after: 'all' },
] as const;

export const ARRAS_COUNTERS = [
  { id: '4RTR', nation: 'british', type: 'tank', strength: 4, movement: 4, setup: '0403' },
  { id: '7RTR', nation: 'british', type: 'tank', strength: 4, movement: 4, setup: '0304' },
  { id: '6DLI', nation: 'british', type: 'infantry', strength: 2, movement: 3, setup: '0404' },
  { id: '8DLI', nation: 'british', type: 'infantry', strength: 2, movement: 3, setup: '0305' },
  { id: '17Bde', nation: 'british', type: 'infantry', strength: 3, movement: 3, setup: '0503', option: true },
  { id: '3DLM-1', nation: 'french', type: 'tank', strength: 3, movement: 5, setup: '0205' },
  { id: '3DLM-2', nation: 'french', type: 'tank', strength: 3, movement: 5, setup: '0206' },
  { id: '25Pz-I', nation: 'wehrmacht', type: 'tank', strength: 3, movement: 6, setup: '0906' },
  { id: '25Pz-II', nation: 'wehrmacht', type: 'tank', strength: 3, movement: 6, setup: '0807' },
  { id: '6SR', nation: 'wehrmacht', type: 'infantry', strength: 2, movement: 4, setup: '0706' },
  { id: '7SR', nation: 'wehrmacht', type: 'infantry', strength: 2, movement: 4, setup: '0705' },
  { id: '7Kr', nation: 'wehrmacht', type: 'infantry', strength: 1, movement: 5, setup: '0806' },
  { id: 'SS-TK-1', nation: 'ss', type: 'infantry', strength: 2, movement: 3, setup: '1004' },
  { id: 'SS-TK-2', nation: 'ss', type: 'infantry', strength: 2, movement: 3, setup: '1005' },
] as const;

export const ARRAS_88 = { id: '88', strength: 8 } as const;

export const ARRAS_CRT = {
  columns: ['1:2', '1:1', '2:1', '3:1', '4:1'],
  rows: [
    ['Ar', 'Ar', 'C', 'D1', 'D1'],
    ['Ar', 'C', 'D1', 'D1', 'D2'],
    ['C', 'D1', 'D1', 'D2', 'D2'],
    ['C', 'D1', 'D2', 'Ex', 'De'],
    ['D1', 'Ex', 'Ex', 'De', 'De'],
    ['D1', 'D2', 'De', 'De', 'De'],
  ],
} as const;

export const CRT_RESULTS = ['Ar', 'C', 'D1', 'D2', 'De', 'Ex'] as const;
