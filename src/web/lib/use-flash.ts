import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

interface Flash {
  kind: 'success' | 'error';
  text: string;
}

/** A message handed to the next screen through the router's location state (e.g. "Group deleted"). */
export interface FlashState {
  flash?: Flash;
}

function flashOf(state: unknown): Flash | null {
  return (state as FlashState | null)?.flash ?? null;
}

/**
 * The message handed over by the previous screen, shown for `durationMs`. It is dropped from the history
 * entry at once, so a reload or Back does not show it again.
 */
export function useFlash(durationMs: number): Flash | null {
  const location = useLocation();
  const navigate = useNavigate();
  const [flash, setFlash] = useState(() => flashOf(location.state));

  useEffect(() => {
    if (!flash) return;
    const timer = window.setTimeout(() => setFlash(null), durationMs);
    return () => window.clearTimeout(timer);
  }, [flash, durationMs]);

  useEffect(() => {
    if (flashOf(location.state)) {
      void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
    }
  }, [location, navigate]);

  return flash;
}
