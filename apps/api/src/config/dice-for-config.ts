import { cryptoDice, seededDice, type DiceSource } from '@wargames/engine';
import type { AppConfig } from './app-config';

/** Crypto-random dice, or seeded ones when a test configured a seed (which loadConfig refuses in production). */
export function diceForConfig(config: Pick<AppConfig, 'diceSeed' | 'production'>): DiceSource {
  if (config.diceSeed === undefined) return cryptoDice;
  if (config.production) throw new Error('seeded dice are refused in production');
  return seededDice(config.diceSeed);
}
