import { HEALTH_TEXTS } from '../texts';
import { useTexts } from '../../../lib/use-texts';
import { useHealth, useRateLimitStore } from '../api/health';

type Connectivity = 'checking' | 'connected' | 'disconnected';

/** Grey while the first check runs, then green or red; re-checked every 30 seconds. */
export function ConnectivityDot({ className }: { className?: string }) {
  const T = useTexts(HEALTH_TEXTS, (es) => es.health);
  const health = useHealth();
  const rateLimits = useRateLimitStore();
  const state: Connectivity =
    health === 'pending' ? 'checking' : health === 'error' ? 'disconnected' : 'connected';
  const limitsPerInstance = state === 'connected' && rateLimits === 'memory-fallback';
  const label = limitsPerInstance ? T.connectedLimitsPerInstance : T[state];
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
