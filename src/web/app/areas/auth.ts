/** The staff login screens: one lazily loaded chunk, kept off the seller login route. */
import { AdminLoginPage as AdminLogin } from '../../features/auth/components/admin-login-page';
import { AdminRegisterPage as AdminRegister } from '../../features/auth/components/admin-register-page';
import { CoordinatorLoginPage as CoordinatorLogin } from '../../features/auth/components/coordinator-login-page';
import { withQueryClient } from '../query-client';

export const AdminLoginPage = withQueryClient(AdminLogin);
export const AdminRegisterPage = withQueryClient(AdminRegister);
export const CoordinatorLoginPage = withQueryClient(CoordinatorLogin);
