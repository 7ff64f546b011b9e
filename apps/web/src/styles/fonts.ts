import localFont from 'next/font/local';

/*
 * The two faces, served with the app (never from the internet) from the Fontsource packages' files: Latin only, the
 * script of every page's Latin text (Korean and Japanese use the system CJK fonts after them). next/font preloads them
 * from the page's head and declares them with `font-display: optional`: a face not ready for the first paint is not
 * swapped in later, so text never moves once drawn (the lobby's layout shift came from that swap). A size-adjusted
 * fallback keeps the metrics close where Arial is installed.
 */
export const sans = localFont({
  src: '../../../../node_modules/@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-normal.woff2',
  weight: '200 900',
  style: 'normal',
  display: 'optional',
  variable: '--font-source-sans',
  adjustFontFallback: 'Arial',
});

export const serif = localFont({
  src: '../../../../node_modules/@fontsource-variable/source-serif-4/files/source-serif-4-latin-wght-normal.woff2',
  weight: '200 900',
  style: 'normal',
  display: 'optional',
  variable: '--font-source-serif',
  adjustFontFallback: 'Times New Roman',
});
