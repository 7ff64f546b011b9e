import { arras } from '@wargames/arras';
import { grafSpee } from '@wargames/graf-spee';
import { arrasBoardSchema } from '@wargames/web/board-data/arras';
import { grafSpeeBoardSchema } from '@wargames/web/board-data/graf-spee';
import { ARRAS_88, ARRAS_COUNTERS, ARRAS_CRT, GRAF_SPEE_PIECES } from '@wargames/web/rules/table-data';
// The web app types the board data structurally (it may not import the games); these checks keep it honest.
describe('board data the API serves, as the web app reads it', () => {
    it('Graf Spee: the game’s board parses with the web app’s schema, unchanged', () => {
        const json = JSON.parse(JSON.stringify(grafSpee.board));
        const parsed = grafSpeeBoardSchema.parse(json);
        expect(parsed).toEqual(json);
    });
    it('Arras: the game’s board parses with the web app’s schema, unchanged', () => {
        const json = JSON.parse(JSON.stringify(arras.board));
        const parsed = arrasBoardSchema.parse(json);
        expect(parsed).toEqual(json);
    });
    it('the API serves that same board in its game type', async () => {
        const response = await fetch(`${process.env['WEB_E2E_API_URL']}/api/game-types/arras`);
        expect(response.status).toBe(200);
        const body = (await response.json());
        expect(body.board).toEqual(JSON.parse(JSON.stringify(arras.board)));
    });
});
describe('the rules pages’ tables agree with the games’ data files', () => {
    it('GS-1 pieces', () => {
        const { pieces, spee } = grafSpee.board;
        const fromData = [
            { piece: 'spee', strength: spee.strength, count: 1, moves: spee.moves },
            ...pieces.map((p) => ({ piece: p.kind, strength: p.kind === 'dummy' ? null : p.strength, count: p.count, moves: p.moves })),
        ];
        expect(GRAF_SPEE_PIECES.map(({ piece, strength, count, moves }) => ({ piece, strength, count, moves }))).toEqual(fromData);
    });
    it('AR-2.1 counters and the 88', () => {
        expect(ARRAS_COUNTERS.map(({ id, nation, type, strength, movement, setup }) => ({ id, nation, type, strength, movement, setup }))).toEqual(arras.board.counters.map(({ id, nation, type, strength, movement, setup }) => ({ id, nation, type, strength, movement, setup })));
        expect(ARRAS_COUNTERS.filter((c) => 'option' in c).map((c) => c.id)).toEqual(arras.board.counters.filter((c) => c.option).map((c) => c.id));
        expect(ARRAS_88).toEqual({ id: arras.board.gun88.id, strength: arras.board.gun88.strength });
    });
    it('AR-8.4 combat results table', () => {
        expect({ columns: [...ARRAS_CRT.columns], rows: ARRAS_CRT.rows.map((row) => [...row]) }).toEqual({
            columns: arras.board.crt.columns,
            rows: arras.board.crt.rows.map((row) => row.results),
        });
    });
});
//# sourceMappingURL=board-data-contract.spec.js.map