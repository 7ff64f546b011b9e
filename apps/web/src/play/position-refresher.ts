/**
 * The play page's reads of its position (view and legal commands), one at a time. A read asked for while one is in
 * flight is made once after it, however many were asked. A request may name the version the page already knows of
 * (a live event's): the read then passes it as `atLeastVersion` (the SDK's ReadFreshness), so that an API process
 * that holds that version answers from memory instead of the database. Requests made together are read at the newest
 * version any of them named, or at the newest stored version when one of them named none (after a reconnection the
 * page cannot know what it missed). A failed read is dropped: the next live event or reconnection asks again.
 */
export function positionRefresher(read: (atLeastVersion: number | undefined) => Promise<void>): (atLeastVersion?: number) => void {
  let inFlight = false;
  // Undefined: nothing waits; { atLeastVersion: undefined }: a read of the newest stored version waits.
  let waiting: { atLeastVersion: number | undefined } | undefined;

  const start = (atLeastVersion: number | undefined): void => {
    waiting = undefined;
    inFlight = true;
    read(atLeastVersion)
      .catch(() => undefined)
      .finally(() => {
        inFlight = false;
        if (waiting) start(waiting.atLeastVersion);
      });
  };

  return (atLeastVersion) => {
    if (!waiting) waiting = { atLeastVersion };
    else if (waiting.atLeastVersion !== undefined) waiting = { atLeastVersion: atLeastVersion === undefined ? undefined : Math.max(waiting.atLeastVersion, atLeastVersion) };
    if (!inFlight) start(waiting.atLeastVersion);
  };
}
