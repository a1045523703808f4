/** The parents' screens (sign-in by link, the notice, the family page): one lazily loaded chunk, off the login route. */
export { FamilyRoutes } from '../../features/family/components/family-routes';
