import { err, ok, rollD6, rollD6s, type DiceSource, type Result, type RuleError } from '@wargames/engine';
import { board } from './board';
import type { CommandOf } from './commands';
import { GrafSpeeErrors as E, refuse } from './errors';
import type { GrafSpeeEvent, RevealedPiece, SpeeResult, TargetResult } from './events';
import type { GrafSpeeState } from './state';
import { endTurnOrWin, gameEnded } from './victory';

/** GS-6.2: the Spee fires 3 dice. */
export const SPEE_DICE = board.data.spee.strength;
/** GS-6.3: an air attack rolls 3 dice and hits on 6. */
export const AIR_ATTACK_DICE = 3;

/** GS-6.2: the pieces the Spee may fire at: the non-CVs if there are any, otherwise the CVs. */
export function combatCandidates(fighters: readonly RevealedPiece[]): RevealedPiece[] {
  const nonCarriers = fighters.filter((p) => p.kind !== 'CV' && p.kind !== 'dummy');
  return nonCarriers.length > 0 ? nonCarriers : fighters.filter((p) => p.kind === 'CV');
}

/** GS-6.5: 1 hit damages the Spee, a hit on a damaged Spee or 2 hits sink her. */
export function speeAfterHits(damaged: boolean, hits: number): SpeeResult {
  if (hits >= 2 || (hits === 1 && damaged)) return 'sunk';
  return hits === 1 ? 'damaged' : 'unhurt';
}

/** GS-6.4: 1 hit damages a British piece, 2 or more sink it. */
export const targetAfterHits = (hits: number): TargetResult => (hits >= 2 ? 'sunk' : hits === 1 ? 'damaged' : 'unhurt');

/** GS-6.6: points for the German. */
export function pointsFor(target: RevealedPiece, result: TargetResult): number {
  if (result === 'damaged') return 1;
  return result === 'sunk' ? board.piece(target.kind).sinkPoints : 0;
}

/** GS-6.5, GS-8.3: a sunk Spee ends the game; a die is subtracted from the score before judging. */
function speeSunk(score: number, dice: DiceSource): GrafSpeeEvent[] {
  const die = rollD6(dice);
  return [gameEnded('spee-sunk', score - die, die, die)];
}

/**
 * GS-6.2, GS-6.4–6.7: simultaneous surface fire. The Spee rolls 3 dice at the target (5–6 hits, only 6 on the BB);
 * the British rolls one die per strength point of the non-CV pieces in the hex and hits on 6. CVs never fire.
 */
export function resolveSurfaceCombat(
  state: GrafSpeeState,
  fighters: readonly RevealedPiece[],
  target: RevealedPiece,
  dice: DiceSource,
): GrafSpeeEvent[] {
  const speeDice = rollD6s(dice, SPEE_DICE);
  const needed = target.kind === 'BB' ? 6 : 5;
  const speeHits = speeDice.filter((d) => d >= needed).length;
  const strength = fighters.filter((p) => p.kind !== 'CV').reduce((sum, p) => sum + board.piece(p.kind).strength, 0);
  const britishDice = rollD6s(dice, strength);
  const britishHits = britishDice.filter((d) => d === 6).length;
  const targetResult = targetAfterHits(speeHits);
  const speeResult = speeAfterHits(state.speeDamaged, britishHits);
  const points = pointsFor(target, targetResult);
  const score = state.score + points;
  // GS-6.7: a CA fired (every non-CV fires) and was neither damaged nor sunk.
  const shadow =
    speeResult !== 'sunk' && fighters.some((p) => p.kind === 'CA' && !(p.token === target.token && targetResult !== 'unhurt'));
  const combat: GrafSpeeEvent = {
    type: 'surface-combat',
    target: target.token,
    targetKind: target.kind,
    speeDice,
    speeHits,
    britishDice,
    britishHits,
    targetResult,
    speeResult,
    points,
    score,
    shadow,
  };
  // Ruling GS-8.1/GS-8.3: fire is simultaneous, so a Spee sunk while reaching 21 points still pays the GS-8.3 die.
  if (speeResult === 'sunk') return [combat, ...speeSunk(score, dice)];
  return [combat, ...endTurnOrWin(state, score, shadow)];
}

/**
 * GS-6.1, GS-6.2: combat after the surface search found the Spee with real ships. The German picks the target only
 * when the candidates differ in kind (Ruling: identical pieces are interchangeable, so no choice is asked).
 */
export function startSurfaceCombat(state: GrafSpeeState, fighters: readonly RevealedPiece[], dice: DiceSource): GrafSpeeEvent[] {
  const candidates = combatCandidates(fighters);
  const first = candidates[0] as RevealedPiece;
  if (candidates.some((p) => p.kind !== first.kind)) return [{ type: 'target-required', candidates }];
  return resolveSurfaceCombat(state, fighters, first, dice);
}

/** GS-6.2: the German's target must be one of the candidates (a non-CV when any is present). */
export function decideChooseTarget(state: GrafSpeeState, command: CommandOf<'choose-target'>, dice: DiceSource): Result<GrafSpeeEvent[], RuleError> {
  const target = state.targets.find((p) => p.token === command.token);
  if (!target) {
    const allowed = state.targets.map((p) => `${p.token} (${p.kind})`).join(', ');
    return err(refuse(E.TARGET_NOT_ALLOWED, 'GS-6.2', `the Spee must fire at a non-CV if one is present; choose one of ${allowed}`));
  }
  const hex = state.speeHex;
  const fighters = state.pieces.filter((p) => p.at === hex && p.kind !== 'dummy').map((p) => ({ token: p.token, kind: p.kind }));
  return ok(resolveSurfaceCombat(state, fighters, target, dice));
}

/** GS-6.3: the CV that found the Spee attacks with 3 dice hitting on 6; the Spee does not fire back. */
export function resolveAirAttack(state: GrafSpeeState, token: string, dice: DiceSource): GrafSpeeEvent[] {
  const rolled = rollD6s(dice, AIR_ATTACK_DICE);
  const hits = rolled.filter((d) => d === 6).length;
  const speeResult = speeAfterHits(state.speeDamaged, hits);
  const attack: GrafSpeeEvent = { type: 'air-attack', token, dice: rolled, hits, speeResult };
  if (speeResult === 'sunk') return [attack, ...speeSunk(state.score, dice)];
  return [attack, ...endTurnOrWin(state, state.score, false)];
}
