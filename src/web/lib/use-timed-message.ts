import { useCallback, useEffect, useRef, useState } from 'react';

interface TimedMessage {
  kind: 'success' | 'error';
  text: string;
}

/**
 * A message that clears itself after a while. Showing a new one
 * replaces the old one and restarts the clock; leaving the screen cancels it.
 */
export function useTimedMessage() {
  const [message, setMessage] = useState<TimedMessage | null>(null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const show = useCallback((kind: TimedMessage['kind'], text: string, durationMs: number) => {
    window.clearTimeout(timer.current);
    setMessage({ kind, text });
    timer.current = window.setTimeout(() => setMessage(null), durationMs);
  }, []);

  const clear = useCallback(() => {
    window.clearTimeout(timer.current);
    setMessage(null);
  }, []);

  return { message, show, clear };
}
