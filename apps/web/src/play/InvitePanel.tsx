'use client';

import { useLocale, useTranslations } from 'next-intl';
import { ApiErrorNotice } from '@/errors/ApiErrorNotice';
import { useApiCall } from '@/errors/useApiCall';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { getPathname } from '@/i18n/navigation';
import { forgetInvites, inviteFor, saveInvite } from '@/seats/invite-store';
import { inviteFragment } from '@/seats/seat-store';
import type { OpponentSeatState } from './opponent-seat';
import styles from './PlayScreen.module.css';

interface Props {
  readonly gameId: string;
  /** The seat to hand over. */
  readonly role: string;
  /** Where that seat stands, as the API last listed it (followed while it waits for a person). */
  readonly state: OpponentSeatState;
  /**
   * Holds that seat for an invite and answers the invite's code; replaces an invite nobody has accepted yet (the old
   * link stops working).
   */
  readonly invite: (role: string) => Promise<string>;
}

/** Another tab's change to storage (this tab's own saves come with its own renders). */
function onStorage(changed: () => void): () => void {
  window.addEventListener('storage', changed);
  return () => window.removeEventListener('storage', changed);
}

/**
 * An invite link: a code in the link's fragment (never sent to a web server) that holds the other seat; the API gives
 * its token to whoever first accepts the code, and the link never works again. The link is kept in this browser until
 * the seat is taken, so a reload shows it again; a link lost (made in another browser) is replaced by a new one. Once
 * the opponent has come, the panel says so.
 */
export function InvitePanel({ gameId, role, state, invite }: Props) {
  const t = useTranslations('PlayScreen.invite');
  const roles = useTranslations('PlayRoles');
  const locale = useLocale();
  const [made, setMade] = useState<string | null>(null);
  const { pending, error, run } = useApiCall('stays');
  const busy = pending !== null;
  const [copied, setCopied] = useState(false);
  const roleName = roles('role', { role });

  // Storage exists only in the browser (none on the server's render): the link this browser made, kept until used.
  const kept = useSyncExternalStore(
    onStorage,
    () => inviteFor(window.localStorage, gameId, role) ?? null,
    () => null,
  );
  useEffect(() => {
    if (state === 'taken') forgetInvites(window.localStorage, gameId);
  }, [state, gameId]);

  const code = state === 'taken' ? null : (made ?? (state === 'invited' ? kept : null));
  const link = code ? `${window.location.origin}${getPathname({ href: `/games/${gameId}`, locale })}${inviteFragment(role, code)}` : null;

  const make = () =>
    void run(true, async () => {
      const next = await invite(role);
      saveInvite(window.localStorage, { gameId, role, code: next });
      setMade(next);
      setCopied(false);
    });
  const copy = async () => {
    if (!link) return;
    await navigator.clipboard?.writeText(link).catch(() => undefined);
    setCopied(true);
  };

  return (
    <section className={styles.invite} aria-labelledby="invite-heading">
      <h2 id="invite-heading">{t('heading')}</h2>
      <div role="status">{state === 'taken' ? <p>{t('joined', { role: roleName })}</p> : null}</div>
      {state === 'taken' ? null : link ? (
        <>
          <p>{t('ready', { role: roleName })}</p>
          <label className={styles.inviteLink}>
            <span>{t('label')}</span>
            <input type="text" readOnly value={link} onFocus={(event) => event.currentTarget.select()} />
          </label>
          <div className={styles.inviteActions}>
            <button type="button" onClick={copy}>
              {copied ? t('copied') : t('copy')}
            </button>
            <button type="button" className={styles.linkButton} onClick={make} disabled={busy}>
              {busy ? t('making') : t('remake')}
            </button>
          </div>
        </>
      ) : state === 'invited' ? (
        <>
          <p>{t('elsewhere', { role: roleName })}</p>
          <button type="button" onClick={make} disabled={busy}>
            {busy ? t('making') : t('remake')}
          </button>
        </>
      ) : (
        <button type="button" onClick={make} disabled={busy}>
          {busy ? t('making') : t('make', { role: roleName })}
        </button>
      )}
      {error ? <ApiErrorNotice error={error} /> : null}
    </section>
  );
}
