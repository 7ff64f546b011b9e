'use client';

import { useTranslations } from 'next-intl';
import styles from './MapZoomToggle.module.css';

/**
 * On a phone the whole map fits the screen, and its counters' words are small: this enlarges it to its drawn size in a
 * frame that scrolls, and fits it again. Its name says what it will do (not a pressed state: "Enlarge the map" pressed
 * reads oddly beside a map already large). Not shown on wider screens, where the fitted map is large already.
 */
export function MapZoomToggle({ enlarged, onChange }: { readonly enlarged: boolean; readonly onChange: (enlarged: boolean) => void }) {
  const t = useTranslations('MapZoom');
  return (
    <p className={styles.row}>
      <button type="button" className={styles.toggle} onClick={() => onChange(!enlarged)}>
        <span aria-hidden="true">{enlarged ? '−' : '+'}</span> {t(enlarged ? 'fit' : 'enlarge')}
      </button>
    </p>
  );
}
