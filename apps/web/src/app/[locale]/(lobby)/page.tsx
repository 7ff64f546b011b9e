import { connection } from 'next/server';
import { getTranslations } from 'next-intl/server';
import { GameCard } from '@/components/GameCard';
import { pageLocale } from '@/i18n/page-locale';
import { GameLists } from '@/lobby/GameLists';
import { MyGames } from '@/lobby/MyGames';
import { NewGameForm, type BooleanOption } from '@/lobby/NewGameForm';
import { publicApiUrl } from '@/sdk/api-url';
import { loadLobby } from '@/sdk/server';
import styles from './page.module.css';

interface Props {
  readonly params: Promise<{ locale: string }>;
}

const GAMES = ['graf-spee', 'arras'] as const;

/** Yes/no options from a game type's options schema (JSON Schema), with their defaults. */
function booleanOptions(schema: unknown): BooleanOption[] {
  const properties = (schema as { properties?: Record<string, { type?: string; default?: unknown }> } | null)?.properties ?? {};
  return Object.entries(properties)
    .filter(([, property]) => property.type === 'boolean')
    .map(([key, property]) => ({ key, defaultValue: property.default === true }));
}

/** The lobby: the two games with how to play them and a form to start one; the games listed; this browser's seats. */
export default async function LobbyPage({ params }: Props) {
  pageLocale((await params).locale);
  await connection();
  const t = await getTranslations('LobbyPage');
  const lobby = await loadLobby();
  if (!lobby.ok) console.error(`lobby: ${lobby.reason}`);
  const apiUrl = publicApiUrl();
  const types = lobby.ok ? lobby.value.gameTypes : [];
  return (
    <>
      <h1>{t('title')}</h1>
      <p className={styles.lead}>{t('intro')}</p>
      {!lobby.ok ? <p role="alert">{t('unavailable')}</p> : null}
      <div className={styles.games}>
        {GAMES.map((game) => {
          const type = types.find((candidate) => candidate.id === game);
          return (
            <GameCard key={game} game={game}>
              {type ? <NewGameForm apiUrl={apiUrl} gameType={game} roles={type.roles} options={booleanOptions(type.optionsSchema)} /> : null}
            </GameCard>
          );
        })}
      </div>
      <MyGames />
      {lobby.ok ? <GameLists apiUrl={apiUrl} games={[...lobby.value.active, ...lobby.value.ended]} /> : null}
    </>
  );
}
