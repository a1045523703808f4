// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../texts';
import { FORM_MESSAGES } from '../../../lib/app-texts';
import { STAFF_ACCOUNT_MESSAGES } from '../../../../shared/texts/staff-accounts.js';
import { ApiError } from '../../../lib/api-client';
import { adminLoginErrorMessage } from './admin-login-page';
import { registerErrorMessage, validateAdminRegister } from './admin-register-page';

describe('admin login errors', () => {
  it('the code NO_ADMIN_YET means no admin exists yet, however the server words it', () => {
    for (const message of [STAFF_ACCOUNT_MESSAGES.noAdminYet, 'Nobody has set this portal up yet.']) {
      const error = new ApiError(404, message, [], 'NO_ADMIN_YET');
      expect(adminLoginErrorMessage(error)).toBe(AUTH_MESSAGES.login.noAdminAccount);
    }
  });

  it('a 404 with another code, or none, is no sign that no admin exists', () => {
    const notFound = new ApiError(404, STAFF_ACCOUNT_MESSAGES.noAdminYet, [], 'NOT_FOUND');
    expect(adminLoginErrorMessage(notFound)).toBe(STAFF_ACCOUNT_MESSAGES.noAdminYet);
    const uncoded = new ApiError(404, STAFF_ACCOUNT_MESSAGES.noAdminYet);
    expect(adminLoginErrorMessage(uncoded)).toBe(STAFF_ACCOUNT_MESSAGES.noAdminYet);
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

describe('admin register errors', () => {
  it('ADMIN_ALREADY_EXISTS gets its own text; a refused setup code keeps the server’s words', () => {
    const exists = new ApiError(403, 'Reworded: there is an admin already', [], 'ADMIN_ALREADY_EXISTS');
    expect(registerErrorMessage(exists)).toBe(AUTH_MESSAGES.register.alreadyExists);
    const refused = new ApiError(403, 'Reworded: wrong setup code', [], 'GENERATED_SETUP_CODE_REJECTED');
    expect(registerErrorMessage(refused)).toBe('Reworded: wrong setup code');
  });

  it('another 403 is said as the server says it, not as an existing admin', () => {
    const forbidden = new ApiError(403, 'You do not have access to this resource', [], 'FORBIDDEN');
    expect(registerErrorMessage(forbidden)).toBe('You do not have access to this resource');
  });
});
