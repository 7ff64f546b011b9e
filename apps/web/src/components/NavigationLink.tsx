'use client';

import type { ComponentProps } from 'react';
import { Link, usePathname } from '@/i18n/navigation';
import styles from './Navigation.module.css';

type Props = ComponentProps<typeof Link> & { readonly href: string; readonly exact?: boolean };

/** A navigation link that marks the current section with aria-current. */
export function NavigationLink({ href, exact = false, ...rest }: Props) {
  const pathname = usePathname();
  const current = exact ? pathname === href : pathname === href || pathname.startsWith(`${href}/`);
  return <Link href={href} className={styles.link} aria-current={current ? 'page' : undefined} {...rest} />;
}
