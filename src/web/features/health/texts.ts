/** The connectivity dot's label for each state of the API health check. */
export const HEALTH_TEXTS = {
  connected: 'API Connected',
  disconnected: 'API Disconnected',
  checking: 'Checking API Connection',
  connectedLimitsPerInstance:
    'API Connected (Redis is not reachable: login limits are counted by each server on its own)',
} as const;
