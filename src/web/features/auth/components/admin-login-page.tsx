import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Link } from '../../../components/router-link';
import { ApiError, errorMessage, isApiErrorCode } from '../../../lib/api-client';
import { startStaffSession } from '../../../lib/staff-session';
import { useDelayedAction } from '../../../lib/use-delayed-action';
import { useAdminLogin } from '../api/admin-login';
import { StaffLoginForm } from './staff-login-form';
import { AUTH_TEXTS, AUTH_MESSAGES } from '../texts';

/** Long enough to read the notice before the first-admin form replaces it. */
const NO_ADMIN_REDIRECT_MS = 1_500;

/** The server's cue that no admin exists yet. */
const isNoAdminYet = (error: unknown) => isApiErrorCode(error, 'NO_ADMIN_YET');

/** No administrator yet, and a server failure, get their own texts; anything else the staff login text. */
export function adminLoginErrorMessage(error: unknown): string {
  if (isNoAdminYet(error)) return AUTH_MESSAGES.login.noAdminAccount;
  if (error instanceof ApiError && error.status >= 500) return AUTH_MESSAGES.login.adminServerError;
  return errorMessage(error, AUTH_MESSAGES.login.staffFailed);
}

export function AdminLoginPage() {
  const navigate = useNavigate();
  const login = useAdminLogin();
  const later = useDelayedAction();
  const [error, setError] = useState<string | null>(null);

  return (
    <StaffLoginForm
      title={AUTH_TEXTS.adminLogin.title}
      busy={login.isPending}
      error={error}
      onClearError={() => setError(null)}
      onSubmit={(body) =>
        login.mutate(body, {
          onSuccess: (reply) => {
            startStaffSession('admin', reply.token, reply.user);
            void navigate('/admin', { replace: true });
          },
          onError: (failure) => {
            setError(adminLoginErrorMessage(failure));
            // Give the person time to read why before moving to the first-admin form.
            if (isNoAdminYet(failure)) later(() => void navigate('/admin/register'), NO_ADMIN_REDIRECT_MS);
          },
        })
      }
      footer={<Link to="/">{AUTH_TEXTS.adminLogin.backToUserLogin}</Link>}
    />
  );
}
