/** The staff login screens: one lazily loaded chunk, kept off the customer login route. */
export { AdminLoginPage } from './admin-login-page';
export { AdminRegisterPage } from './admin-register-page';
export { CoordinatorLoginPage } from './coordinator-login-page';
