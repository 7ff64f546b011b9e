import type { ArrasCommand, GrafSpeeCommand, GrafSpeeView } from '@wargames/sdk';
import type { Translator } from '@/i18n/translator';

export type CommandText = Translator<'PlayCommands'>;

/** A legal command in words, for its button or its line in a choice (nothing in it is decided here). */
export function describeGrafSpeeCommand(command: GrafSpeeCommand, t: CommandText, view: GrafSpeeView | null): string {
  const where = (id: string) => (id === 'atlantic' || id === 'indian' ? t('boxes', { box: id }) : id);
  switch (command.type) {
    case 'place-spee':
      return t('grafSpee.place-spee', { hex: command.speeHex });
    case 'place-supply-ship':
      return t('grafSpee.place-supply-ship', { hex: command.supplyHex });
    case 'deploy-british':
      return t('grafSpee.deploy-british', { atlantic: command.atlantic, indian: command.indian });
    case 'move-spee':
      return t('grafSpee.move-spee', { path: command.path.map(where).join(' → '), refuel: command.refuel ? 'yes' : 'no' });
    case 'draw-from-box':
      return t('grafSpee.draw-from-box', { box: t('boxes', { box: command.box }) });
    case 'enter-map':
      return t('grafSpee.enter-map', { hex: command.to });
    case 'move-piece':
      return t('grafSpee.move-piece', { from: view?.pieces.find((p) => p.token === command.token)?.at ?? '?', to: where(command.to) });
    case 'air-search':
      return t('grafSpee.air-search', { hex: command.searched });
    case 'choose-target':
      return t('grafSpee.choose-target', { hex: view?.pieces.find((p) => p.token === command.token)?.at ?? '?' });
    case 'resign':
    case 'abort':
    case 'claim-victory':
      return t(command.type);
    default:
      return t(`grafSpee.${command.type}`);
  }
}

export function describeArrasCommand(command: ArrasCommand, t: CommandText): string {
  switch (command.type) {
    case 'start-phase':
      return t('arras.start-phase', { phase: command.phase });
    case 'move': {
      const hexes = command.path.filter((step) => step !== 'west');
      return t('arras.move', { unit: command.unit, hex: hexes[hexes.length - 1] ?? '', path: hexes.join(' → '), exit: command.path.includes('west') ? 'yes' : 'no' });
    }
    case 'attack':
      return t('arras.attack', { defender: command.defender, attackers: command.attackers.join(' + ') });
    case 'choose-loss':
      return t('arras.choose-loss', { unit: command.unit });
    case 'retreat':
    case 'advance':
      return t(`arras.${command.type}`, { unit: command.unit, path: command.path.join(' → ') });
    case 'resign':
    case 'abort':
    case 'claim-victory':
      return t(command.type);
    default:
      return t(`arras.${command.type}`);
  }
}
