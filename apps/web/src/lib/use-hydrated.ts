import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while React hydrates server-rendered HTML (and on the server), true afterwards and in every
 * component that mounts on the client. Re-renders once, when hydration has finished.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
