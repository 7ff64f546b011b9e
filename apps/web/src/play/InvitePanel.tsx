'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { getPathname } from '@/i18n/navigation';
import { inviteFragment } from '@/seats/seat-store';
import styles from './PlayScreen.module.css';

interface Props {
  readonly gameId: string;
  /** The free seat to hand over. */
  readonly role: string;
  /** Holds that seat for an invite and answers the invite's code (kept out of this browser's storage: it is the opponent's). */
  readonly invite: (role: string) => Promise<string>;
}

/**
 * An invite link: a code in the link's fragment (never sent to a web server) that holds the other seat; the API gives
 * its token to whoever first accepts the code, and the link never works again.
 */
export function InvitePanel({ gameId, role, invite }: Props) {
  const t = useTranslations('PlayScreen.invite');
  const roles = useTranslations('PlayRoles');
  const locale = useLocale();
  const [link, setLink] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const roleName = roles('role', { role });

  const make = async () => {
    setBusy(true);
    setError(null);
    try {
      const code = await invite(role);
      setLink(`${window.location.origin}${getPathname({ href: `/games/${gameId}`, locale })}${inviteFragment(role, code)}`);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  };
  const copy = async () => {
    if (!link) return;
    await navigator.clipboard?.writeText(link).catch(() => undefined);
    setCopied(true);
  };

  return (
    <section className={styles.invite} aria-labelledby="invite-heading">
      <h2 id="invite-heading">{t('heading')}</h2>
      {link ? (
        <>
          <p>{t('ready', { role: roleName })}</p>
          <label className={styles.inviteLink}>
            <span>{t('label')}</span>
            <input type="text" readOnly value={link} onFocus={(event) => event.currentTarget.select()} />
          </label>
          <button type="button" onClick={copy}>
            {copied ? t('copied') : t('copy')}
          </button>
        </>
      ) : (
        <button type="button" onClick={make} disabled={busy}>
          {busy ? t('making') : t('make', { role: roleName })}
        </button>
      )}
      {error ? <p role="alert">{error}</p> : null}
    </section>
  );
}
