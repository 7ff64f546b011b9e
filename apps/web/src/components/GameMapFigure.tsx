import { connection } from 'next/server';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { CLIENT_NAMESPACES, MAP_NAMESPACES, pickMessages } from '@/i18n/client-messages';
import type { RulesGame } from '@/rules/rule-ids';
import { arrasFacts } from '@/scenes/arras-facts';
import { arrasScene, setupPlacement } from '@/scenes/arras-scene';
import { grafSpeeFacts } from '@/scenes/graf-spee-facts';
import { grafSpeeScene } from '@/scenes/graf-spee-scene';
import { loadBoardOnce } from '@/sdk/board-cache';
import { BoardUnavailable } from './BoardUnavailable';
import { MapExplorer } from './MapExplorer';
import { ruleTag as rule } from './RuleLink';
import styles from './GameMapFigure.module.css';

/** The game's map on its rules page, drawn from the board data the API serves (Arras: with the units at setup). */
export async function GameMapFigure({ game }: { readonly game: RulesGame }) {
  // Board data is read from the running API when the page is requested, never baked in at build time.
  await connection();
  const t = await getTranslations('GameMapFigure');
  // The explorer's words go only to the pages that draw it (the site's base group does not carry them).
  const messages = pickMessages(await getMessages(), [...CLIENT_NAMESPACES, ...MAP_NAMESPACES]);
  if (game === 'graf-spee') {
    const loaded = await loadBoardOnce('graf-spee');
    if (!loaded.ok) return unavailable(loaded.reason);
    const text = await getTranslations('GrafSpeeScene');
    return (
      <figure className={styles.figure}>
        <NextIntlClientProvider messages={messages}>
          <MapExplorer scene={grafSpeeScene(loaded.value, {}, text)} facts={grafSpeeFacts(loaded.value, text)} />
        </NextIntlClientProvider>
        <figcaption>{t.rich('grafSpee', { rule })}</figcaption>
      </figure>
    );
  }
  const loaded = await loadBoardOnce('arras');
  if (!loaded.ok) return unavailable(loaded.reason);
  const text = await getTranslations('ArrasScene');
  return (
    <figure className={styles.figure}>
      <NextIntlClientProvider messages={messages}>
        <MapExplorer scene={arrasScene(loaded.value, setupPlacement(loaded.value), text)} facts={arrasFacts(loaded.value)} />
      </NextIntlClientProvider>
      <figcaption>{t.rich('arras', { rule })}</figcaption>
    </figure>
  );
}


function unavailable(reason: string) {
  console.error(`board figure: ${reason}`);
  return <BoardUnavailable />;
}
