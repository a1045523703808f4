/*
 * What the seller login shows after its first form, in one chunk of its own: the campaign step, and a `families`
 * group's login by first name and class (with the look-up of the group code that leads to it).
 */
export { CampaignSelectStep } from './campaign-select-step';
export { ClassLoginForm } from './class-login-form';
export { classGroupOf } from '../api/class-login';
