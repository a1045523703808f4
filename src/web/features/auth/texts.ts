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
  currentPassword: 'Current Password',
  newPassword: 'New Password',
  confirmNewPassword: 'Confirm New Password',
} as const;
