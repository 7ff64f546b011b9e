import type { ArrasEvent, GrafSpeeEvent } from '@wargames/sdk';
import type { Translator } from '@/i18n/translator';

export type LogText = Translator<'PlayLog'>;
export type BoxName = (box: string) => string;
export type ResultName = (result: string) => string;
export type KindName = (kind: string) => string;

/**
 * An event in words, as this viewer received it (a redacted event lacks its secret fields, and the sentence says
 * less). Kept small so that the shared narration module can replace it.
 */
export function describeGrafSpeeEvent(event: GrafSpeeEvent, t: LogText, box: BoxName, kind: KindName): string {
  switch (event.type) {
    case 'spee-placed':
      return t('grafSpee.spee-placed', { hasHex: event.speeHex ? 'yes' : 'no', hex: event.speeHex ?? '' });
    case 'supply-ship-placed':
      return t('grafSpee.supply-ship-placed', { hasHex: event.supplyHex ? 'yes' : 'no', hex: event.supplyHex ?? '' });
    case 'british-deployed':
      return t('grafSpee.british-deployed', { atlantic: event.atlantic, indian: event.indian });
    case 'turn-started':
      return t('grafSpee.turn-started', { turn: event.turn, shadowed: event.shadowed ? 'yes' : 'no' });
    case 'spee-moved':
      return t('grafSpee.spee-moved', { hasPath: event.path ? 'yes' : 'no', path: (event.path ?? []).map((step) => (step === 'atlantic' || step === 'indian' ? box(step) : step)).join(' → ') });
    case 'spee-shadowed':
      return t('grafSpee.spee-shadowed', { hex: event.speeHex });
    case 'spee-exited':
      return t('grafSpee.spee-exited', { box: box(event.box) });
    case 'extra-moves-bought':
      return t('grafSpee.extra-moves-bought', { die: event.die, points: event.points, allowed: event.movesAllowed });
    case 'piece-drawn':
      return t('grafSpee.piece-drawn', { box: box(event.box), hasKind: event.kind ? 'yes' : 'no', kind: event.kind ? kind(event.kind) : '' });
    case 'piece-entered':
      return t('grafSpee.piece-entered', { hex: event.to });
    case 'piece-moved':
      return t('grafSpee.piece-moved', { from: event.from, to: event.to });
    case 'piece-returned':
      return t('grafSpee.piece-returned', { from: event.from, box: box(event.box) });
    case 'spee-found':
      return t('grafSpee.spee-found', { hex: event.speeHex, by: event.by });
    case 'dummies-removed':
      return t('grafSpee.dummies-removed', { count: event.tokens.length });
    case 'air-searched':
      return t('grafSpee.air-searched', { hex: event.searched, found: event.found ? 'yes' : 'no' });
    case 'surface-combat':
      return t('grafSpee.surface-combat', { speeHits: event.speeHits, britishHits: event.britishHits, targetResult: event.targetResult, speeResult: event.speeResult, score: event.score });
    case 'air-attack':
      return t('grafSpee.air-attack', { hits: event.hits, speeResult: event.speeResult });
    case 'raided':
      return t('grafSpee.raided', { hex: event.speeHex, points: event.points, score: event.score });
    case 'scuttled':
      return t('grafSpee.scuttled', { hex: event.speeHex, penalty: event.penalty, score: event.score });
    case 'movement-ended':
    case 'air-search-ended':
    case 'raid-declined':
    case 'turn-ended':
      return t(`grafSpee.${event.type}`, { turn: event.turn });
    default:
      return t(`grafSpee.${event.type}`);
  }
}

const last = (path: readonly string[]) => path.filter((step) => step !== 'west').at(-1) ?? '';

export function describeArrasEvent(event: ArrasEvent, t: LogText, result: ResultName): string {
  switch (event.type) {
    case 'player-turn-started':
      return t('arras.player-turn-started', { turn: event.turn, side: event.side });
    case 'phase-started':
    case 'phase-ended':
      return t(`arras.${event.type}`, { side: event.side, phase: event.phase });
    case 'units-recovered':
      return t('arras.units-recovered', { units: event.units.join(', ') });
    case 'unit-moved':
      return t('arras.unit-moved', { unit: event.unit, from: event.from, to: last(event.path), cost: event.cost });
    case 'unit-exited':
      return t('arras.unit-exited', { unit: event.unit });
    case 'attack-declared':
      return t('arras.attack-declared', { attackers: event.attackers.join(' + '), defender: event.defender, hex: event.hex });
    case 'gun-fired':
      return t('arras.gun-fired', {
        targets: event.targets.join(' + '),
        attack: event.attack,
        defence: event.defence,
        column: event.column,
        die: event.die,
        modified: event.modifier !== 0 ? 'yes' : 'no',
        modifiedDie: event.modifiedDie,
        result: result(event.result),
      });
    case 'attack-resolved':
      return t('arras.attack-resolved', {
        defender: event.defender,
        attack: event.attack,
        defence: event.defence,
        column: event.column,
        die: event.die,
        modified: event.modifier !== 0 ? 'yes' : 'no',
        modifiedDie: event.modifiedDie,
        result: result(event.result),
      });
    case 'attack-cancelled':
      return t('arras.attack-cancelled', { defender: event.defender });
    case 'combat-step':
      return t('arras.combat-step', { step: event.step?.kind ?? 'none' });
    case 'unit-retreated':
    case 'unit-advanced':
      return t(`arras.${event.type}`, { unit: event.unit, from: event.from, to: last(event.path) });
    case 'unit-eliminated':
      return t('arras.unit-eliminated', { unit: event.unit, hex: event.hex });
    case 'turn-marker-advanced':
      return t('arras.turn-marker-advanced', { from: event.from, to: event.to });
    default:
      return t(`arras.${event.type}`);
  }
}

/** The dice an event shows, to draw them. */
export function diceOf(event: { readonly type: string } & Record<string, unknown>): number[] {
  const list = (value: unknown) => (Array.isArray(value) ? value.filter((v): v is number => typeof v === 'number') : []);
  switch (event.type) {
    case 'surface-combat':
      return [...list(event['speeDice']), ...list(event['britishDice'])];
    case 'air-attack':
      return list(event['dice']);
    default:
      return typeof event['die'] === 'number' ? [event['die']] : [];
  }
}
