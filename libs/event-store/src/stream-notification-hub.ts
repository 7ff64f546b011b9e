import type { StreamNotification } from './event-store';

/** The channel every store instance LISTENs on; appends are announced on it after their commit (CommitNotifier). */
export const NOTIFICATION_CHANNEL = 'wargames_events';

export type NotificationListener = (notification: StreamNotification) => void;

/** Fans one process's notifications out to its subscribers; a throwing subscriber does not starve the others. */
export class StreamNotificationHub {
  private readonly listeners = new Set<NotificationListener>();

  constructor(private readonly onError: (error: unknown) => void) {}

  subscribe(listener: NotificationListener): () => void {
    // Wrapped, so the same function may subscribe twice and unsubscribe each time separately.
    const entry: NotificationListener = (notification) => listener(notification);
    this.listeners.add(entry);
    return () => {
      this.listeners.delete(entry);
    };
  }

  /** Delivers a raw `pg_notify` payload; anything that is not `{ gameId, version }` is reported and dropped. */
  deliver(payload: string | undefined): void {
    const notification = parseNotification(payload);
    if (!notification) {
      this.onError(new Error(`ignored a malformed notification on ${NOTIFICATION_CHANNEL}: ${payload}`));
      return;
    }
    for (const listener of [...this.listeners]) {
      try {
        listener(notification);
      } catch (error) {
        this.onError(error);
      }
    }
  }

  clear(): void {
    this.listeners.clear();
  }
}

export function parseNotification(payload: string | undefined): StreamNotification | null {
  if (payload === undefined) return null;
  try {
    const value: unknown = JSON.parse(payload);
    if (typeof value !== 'object' || value === null) return null;
    const { gameId, version } = value as Record<string, unknown>;
    if (typeof gameId !== 'string' || typeof version !== 'number' || !Number.isInteger(version)) return null;
    return { gameId, version };
  } catch {
    return null;
  }
}
