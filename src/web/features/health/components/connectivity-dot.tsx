import { HEALTH_TEXTS } from '../texts';
import { useHealth, useRateLimitStore } from '../api/health';

type Connectivity = 'checking' | 'connected' | 'disconnected';

const LABELS: Record<Connectivity, string> = {
  checking: HEALTH_TEXTS.checking,
  connected: HEALTH_TEXTS.connected,
  disconnected: HEALTH_TEXTS.disconnected,
};

/** Grey while the first check runs, then green or red; re-checked every 30 seconds. */
export function ConnectivityDot({ className }: { className?: string }) {
  const health = useHealth();
  const rateLimits = useRateLimitStore();
  const state: Connectivity =
    health === 'pending' ? 'checking' : health === 'error' ? 'disconnected' : 'connected';
  const limitsPerInstance = state === 'connected' && rateLimits === 'memory-fallback';
  const label = limitsPerInstance ? HEALTH_TEXTS.connectedLimitsPerInstance : LABELS[state];
  return (
    <span
      className={`dot dot--${state}${className ? ` ${className}` : ''}`}
      role="img"
      aria-label={label}
      title={label}
      data-state={state}
      {...(limitsPerInstance ? { 'data-rate-limits': 'per-instance' } : {})}
    />
  );
}
