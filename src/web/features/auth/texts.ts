/** The staff login screens, the first administrator's registration and the change-password dialog. */
export const AUTH_TEXTS = {
  adminLogin: {
    title: 'Admin Login',
    submit: 'Login',
    busy: 'Logging in...',
    backToUserLogin: 'Back to user login',
  },
  adminRegister: {
    title: 'Create First Admin Account',
    submit: 'Create Admin Account',
    busy: 'Creating Account...',
    backToLogin: 'Back to admin login',
  },
  coordinatorLogin: {
    title: 'Coordinator Login',
  },
  changePassword: {
    title: 'Change Password',
    submit: 'Change Password',
    busy: 'Changing...',
    cancel: 'Cancel',
    close: 'Close',
  },
} as const;

export const AUTH_FIELD_LABELS = {
  name: 'Name',
  email: 'Email Address',
  password: 'Password',
  passwordHint: 'min. 8 characters',
  confirmPassword: 'Confirm Password',
  setupCode: 'Setup code',
  setupCodeHint: 'from whoever installed the portal',
  currentPassword: 'Current Password',
  newPassword: 'New Password',
  confirmNewPassword: 'Confirm New Password',
} as const;

/** Validation, failure and success messages of the staff logins, the registration and the password change. */
export const AUTH_MESSAGES = {
  validation: {
    passwordsDoNotMatch: 'Passwords do not match',
    newPasswordsDoNotMatch: 'New passwords do not match',
  },
  login: {
    staffFailed: 'Login failed. Please check your credentials and try again.',
    noAdminAccount: 'No admin account found. Please create the first admin account.',
    adminServerError:
      'Server error. The server might be experiencing database connection issues. Please contact the system administrator.',
  },
  register: {
    alreadyExists: 'Admin account already exists. Please login instead.',
    serverError:
      'Server error. The server might be experiencing database connection issues. Please try again later.',
    failed: 'Registration failed. Please try again.',
    success: 'Admin account created successfully! Redirecting to dashboard...',
  },
  changePassword: {
    failed: 'Failed to change password. Please try again.',
  },
  coordinatorsCreatedByAdmins: 'Coordinator accounts are created by system administrators.',
} as const;
