export { useGroupSellers } from './api/attribution-queries';
export { attributionKeys } from './api/keys';
export { AttributionHealthCard } from './components/attribution-health-card';
