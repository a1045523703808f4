import { useCallback, useEffect, useRef } from 'react';

/**
 * Runs an action once after a delay (redirect after a message, closing a dialog); a newer call replaces
 * the pending one, and leaving the screen cancels it.
 */
export function useDelayedAction(): (action: () => void, delayMs: number) => void {
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return useCallback((action: () => void, delayMs: number) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(action, delayMs);
  }, []);
}
