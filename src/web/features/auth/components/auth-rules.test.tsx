// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../texts';
import { FORM_MESSAGES } from '../../../lib/app-texts';
import { STAFF_ACCOUNT_MESSAGES } from '../../../../shared/texts/staff-accounts.js';
import { ApiError } from '../../../lib/api-client';
import { adminLoginErrorMessage } from './admin-login-page';
import { validateAdminRegister } from './admin-register-page';

describe('admin login errors', () => {
  it('a 404 mentioning Invalid credentials means no admin exists yet', () => {
    const error = new ApiError(
      404,
      'Invalid credentials: no admin account exists yet. Create the first admin account.',
    );
    expect(adminLoginErrorMessage(error)).toBe(AUTH_MESSAGES.login.noAdminAccount);
  });

  it('a server error gets the server-error text', () => {
    expect(
      adminLoginErrorMessage(new ApiError(500, 'Something went wrong on our side. Please try again.')),
    ).toBe(AUTH_MESSAGES.login.adminServerError);
  });

  it('otherwise the server message, else the default', () => {
    expect(adminLoginErrorMessage(new ApiError(401, 'Invalid credentials'))).toBe('Invalid credentials');
    expect(adminLoginErrorMessage(new ApiError(404, 'Not found'))).toBe('Not found');
    expect(adminLoginErrorMessage(new ApiError(0, undefined))).toBe(AUTH_MESSAGES.login.staffFailed);
  });
});

describe('admin register validation', () => {
  const valid = {
    name: 'Ada',
    email: 'ada@example.com',
    password: 'longenough',
    confirmPassword: 'longenough',
  };

  it('checks all fields, then the match, then the length', () => {
    expect(validateAdminRegister({ ...valid, name: '  ' })).toBe(FORM_MESSAGES.fillAllFields);
    expect(validateAdminRegister({ ...valid, password: 'short', confirmPassword: 'other' })).toBe(
      AUTH_MESSAGES.validation.passwordsDoNotMatch,
    );
    expect(validateAdminRegister({ ...valid, password: 'short', confirmPassword: 'short' })).toBe(
      STAFF_ACCOUNT_MESSAGES.adminPasswordTooShort,
    );
    expect(validateAdminRegister(valid)).toBeNull();
  });
});
