import { HEALTH_TEXTS } from '../texts';
import { useHealth } from '../api/health';

type Connectivity = 'checking' | 'connected' | 'disconnected';

const LABELS: Record<Connectivity, string> = {
  checking: HEALTH_TEXTS.checking,
  connected: HEALTH_TEXTS.connected,
  disconnected: HEALTH_TEXTS.disconnected,
};

/** Grey while the first check runs, then green or red; re-checked every 30 seconds. */
export function ConnectivityDot({ className }: { className?: string }) {
  const health = useHealth();
  const state: Connectivity =
    health === 'pending' ? 'checking' : health === 'error' ? 'disconnected' : 'connected';
  const label = LABELS[state];
  return (
    <span
      className={`dot dot--${state}${className ? ` ${className}` : ''}`}
      role="img"
      aria-label={label}
      title={label}
      data-state={state}
    />
  );
}
