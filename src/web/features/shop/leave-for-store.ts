/**
 * Sends the browser to the store. An object rather than a bare function, so that a test can watch the departure
 * with `vi.spyOn(storeDeparture, 'leave')` (jsdom's `window.location` cannot be replaced).
 */
export const storeDeparture = {
  leave(url: string): void {
    window.location.assign(url);
  },
};
