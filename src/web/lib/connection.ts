/**
 * Whether the browser is online, as the `online` and `offline` events tell (assumed online until an
 * `offline` event, like the staff areas' query client): requests made while offline wait for the
 * connection instead of failing at once.
 */
let online = true;
const reconnectListeners = new Set<() => void>();

if (typeof window !== 'undefined') {
  window.addEventListener('offline', () => {
    online = false;
  });
  window.addEventListener('online', () => {
    if (online) return;
    online = true;
    for (const listener of [...reconnectListeners]) listener();
  });
}

export function isOnline(): boolean {
  return online;
}

/** Calls `listener` each time the connection comes back; returns the unsubscribe function. */
export function onReconnect(listener: () => void): () => void {
  reconnectListeners.add(listener);
  return () => {
    reconnectListeners.delete(listener);
  };
}

/** Resolves at once when online, else when the connection comes back. */
export function whenOnline(): Promise<void> {
  if (online) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = onReconnect(() => {
      stop();
      resolve();
    });
  });
}
