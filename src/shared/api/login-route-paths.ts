/**
 * What the seller login route calls: the API base, the health check and the seller login. Apart from paths.ts
 * (which re-exports them) so that route's first download does not carry every other path of the API.
 */

/** Paths below the `/api` base: templates registered by the server's routes and filled by the web client. */
export const API_BASE = '/api';
export const HEALTH_PATH = '/health';
export const SELLER_LOGIN_PATH = '/auth/user';
/** The seller's own class or team, chosen once at the campaign step (PUT `{ teamId }`). */
export const SELLER_TEAM_PATH = '/seller/team';
/** How a group's sellers sign in (GET `?groupCode=`): with name and e-mail, or with first name and class. */
export const SIGN_IN_OPTIONS_PATH = '/auth/sign-in-options';
/** A `families` group's seller login in class: group code, first name and class (POST). */
export const CLASS_LOGIN_PATH = '/auth/class-login';
