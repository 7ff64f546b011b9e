import type { Formats } from 'next-intl';

/** Named date and number formats used by messages ({date, date, day}). */
export const formats = {
  dateTime: {
    day: { year: 'numeric', month: 'long', day: 'numeric' },
    // A 24-hour clock: Node's ICU (78) and Chromium's disagree on the Korean AM/PM words ("AM" / "오전"), which made
    // the server's and the browser's renders differ (React hydration error 418).
    clock: { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  },
  number: {
    integer: { maximumFractionDigits: 0 },
  },
} satisfies Formats;
