import { MESSAGES } from '../../../../shared/messages.js';
import { useHealth } from '../api/health';

type Connectivity = 'checking' | 'connected' | 'disconnected';

const LABELS: Record<Connectivity, string> = {
  checking: MESSAGES.connectivity.checking,
  connected: MESSAGES.connectivity.connected,
  disconnected: MESSAGES.connectivity.disconnected,
};

/** Grey while the first check runs, then green or red; re-checked every 30 seconds. */
export function ConnectivityDot({ className }: { className?: string }) {
  const health = useHealth();
  const state: Connectivity = health.isPending ? 'checking' : health.isError ? 'disconnected' : 'connected';
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
