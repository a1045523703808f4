import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { MESSAGES } from '../../../../shared/messages.js';
import { STAFF_TEXTS } from '../../../lib/app-texts';
import { errorMessage } from '../../../lib/api-client';
import { startStaffSession } from '../../../lib/session';
import { useCoordinatorLogin } from '../api/coordinator-login';
import { StaffLoginForm } from './staff-login-form';

export function CoordinatorLoginPage() {
  const navigate = useNavigate();
  const login = useCoordinatorLogin();
  const [error, setError] = useState<string | null>(null);

  return (
    <StaffLoginForm
      title={STAFF_TEXTS.coordinatorLogin.title}
      busy={login.isPending}
      error={error}
      onClearError={() => setError(null)}
      note={MESSAGES.coordinatorsCreatedByAdmins}
      onSubmit={(body) =>
        login.mutate(body, {
          onSuccess: (reply) => {
            startStaffSession('coordinator', reply.token, reply.user);
            void navigate('/coordinator', { replace: true });
          },
          onError: (failure) => setError(errorMessage(failure, MESSAGES.login.staffFailed)),
        })
      }
      footer={<Link to="/">{STAFF_TEXTS.adminLogin.backToUserLogin}</Link>}
    />
  );
}
