import type { Formats } from 'next-intl';

/** Named date and number formats used by messages ({date, date, day}). */
export const formats = {
  dateTime: {
    day: { year: 'numeric', month: 'long', day: 'numeric' },
  },
  number: {
    integer: { maximumFractionDigits: 0 },
  },
} satisfies Formats;
