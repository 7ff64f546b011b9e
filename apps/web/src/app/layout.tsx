import type { ReactNode } from 'react';

/** Every page lives under /[locale], whose layout renders <html lang>; this root only passes its children on. */
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
