import type { ReactNode } from 'react';
import { SiteFrame } from '@/components/SiteFrame';
import { routing } from '@/i18n/routing';
import { pageLocale } from '@/i18n/page-locale';

interface Props {
  readonly children: ReactNode;
  readonly params: Promise<{ locale: string }>;
}

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

/**
 * The layout of every page of a locale: landmarks, header with navigation and the locale switcher. The root layout
 * renders <html lang>; an address under a locale that no route matches gets the root not-found, in that locale.
 */
export default async function LocaleLayout({ children, params }: Props) {
  pageLocale((await params).locale);
  return <SiteFrame>{children}</SiteFrame>;
}
