'use client';

import { useTransition, type ChangeEvent } from 'react';
import { usePathname, useRouter } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import styles from './LocaleSwitcher.module.css';

interface Props {
  readonly label: string;
  readonly value: string;
  readonly options: readonly { readonly value: Locale; readonly label: string }[];
}

/** Switches language on the same page and paragraph (hash); next-intl keeps the choice in the locale cookie. */
export function LocaleSwitcherSelect({ label, value, options }: Props) {
  const router = useRouter();
  const pathname = usePathname();
  const [pending, startTransition] = useTransition();

  function onChange(event: ChangeEvent<HTMLSelectElement>) {
    const locale = event.target.value as Locale;
    // The same page and paragraph in the other language (no localized pathnames, so the path is the same).
    const hash = window.location.hash;
    startTransition(() => router.replace(`${pathname}${window.location.search}${hash}`, { locale, scroll: !hash }));
  }

  return (
    <label className={styles.switcher} data-pending={pending || undefined}>
      <svg className={styles.globe} viewBox="0 0 24 24" aria-hidden="true">
        <circle cx="12" cy="12" r="9" />
        <path d="M3 12h18M12 3c3 3.2 3 14.8 0 18M12 3c-3 3.2-3 14.8 0 18" />
      </svg>
      <span className="visually-hidden">{label}</span>
      <select value={value} onChange={onChange} disabled={pending}>
        {options.map((option) => (
          <option key={option.value} value={option.value} lang={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}
