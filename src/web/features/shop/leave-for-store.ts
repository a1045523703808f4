/** Sends the browser to the store (its own module so tests can replace it). */
export function leaveForStore(url: string): void {
  window.location.assign(url);
}
