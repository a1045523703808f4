/** The staff login screens: one lazily loaded chunk, kept off the seller login route. */
export { AdminLoginPage } from '../../features/auth/components/admin-login-page';
export { AdminRegisterPage } from '../../features/auth/components/admin-register-page';
export { CoordinatorLoginPage } from '../../features/auth/components/coordinator-login-page';
