import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Link } from '../../../components/router-link';
import { errorMessage } from '../../../lib/api-client';
import { startStaffSession } from '../../../lib/staff-session';
import { useCoordinatorLogin } from '../api/coordinator-login';
import { StaffLoginForm } from './staff-login-form';
import { AUTH_TEXTS, AUTH_MESSAGES } from '../texts';

export function CoordinatorLoginPage() {
  const navigate = useNavigate();
  const login = useCoordinatorLogin();
  const [error, setError] = useState<string | null>(null);

  return (
    <StaffLoginForm
      title={AUTH_TEXTS.coordinatorLogin.title}
      busy={login.isPending}
      error={error}
      onClearError={() => setError(null)}
      note={AUTH_MESSAGES.coordinatorsCreatedByAdmins}
      onSubmit={(body) =>
        login.mutate(body, {
          onSuccess: (reply) => {
            startStaffSession('coordinator', reply.token, reply.user);
            void navigate('/coordinator', { replace: true });
          },
          onError: (failure) => setError(errorMessage(failure, AUTH_MESSAGES.login.staffFailed)),
        })
      }
      footer={<Link to="/">{AUTH_TEXTS.adminLogin.backToUserLogin}</Link>}
    />
  );
}
