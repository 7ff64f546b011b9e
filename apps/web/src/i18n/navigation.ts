import { createNavigation } from 'next-intl/navigation';
import { routing } from './routing';

/** Locale-aware Link, redirect and router, derived from the routing so links keep the current language. */
export const { Link, redirect, usePathname, useRouter, getPathname } = createNavigation(routing);
