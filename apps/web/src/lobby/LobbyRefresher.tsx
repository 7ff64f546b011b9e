'use client';

import { useEffect } from 'react';
import { useRouter } from '@/i18n/navigation';

/** The lobby's lists are read on the server: read them again now and then while the tab is in view. */
export function LobbyRefresher({ everyMs = 15_000 }: { readonly everyMs?: number }) {
  const router = useRouter();
  useEffect(() => {
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') router.refresh();
    }, everyMs);
    return () => clearInterval(timer);
  }, [router, everyMs]);
  return null;
}
