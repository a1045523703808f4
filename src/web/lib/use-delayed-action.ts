import { useCallback, useEffect, useRef } from 'react';

/**
 * Runs an action once after a delay (redirect after a message, closing a dialog); a newer call replaces
 * the pending one, `null` cancels it, and leaving the screen cancels it too.
 */
export function useDelayedAction(): (action: (() => void) | null, delayMs?: number) => void {
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return useCallback((action: (() => void) | null, delayMs = 0) => {
    window.clearTimeout(timer.current);
    if (action) timer.current = window.setTimeout(action, delayMs);
  }, []);
}
