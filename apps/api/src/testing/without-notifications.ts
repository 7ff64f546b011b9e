import type { EventStore } from '@wargames/event-store';

/**
 * The store as another process sees it when the notifications never reach it (their sender stopped before sending
 * them): the same data, no notification ever. `overrides` replace some of its methods (to count or fail reads).
 */
export function withoutNotifications<Store extends EventStore>(store: Store, overrides: Partial<EventStore> = {}): Store {
  return new Proxy(store, {
    get(target, key) {
      if (key === 'subscribe') return () => () => undefined;
      if (typeof key === 'string' && key in overrides) return overrides[key as keyof EventStore];
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
