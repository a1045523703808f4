/** Staff credentials, the first administrator account, and the password rules of registering and changing. */
export const STAFF_ACCOUNT_MESSAGES = {
  invalidCredentials: 'Invalid credentials',
  noAdminYet: 'Invalid credentials: no admin account exists yet. Create the first admin account.',
  adminAlreadyExists: 'Admin account already exists',
  setupCodeRejected:
    'The setup code is missing or wrong. Enter the code this portal was installed with (ADMIN_SETUP_TOKEN).',
  generatedSetupCodeRejected:
    'The setup code is missing or wrong. Enter the one-time code this portal wrote at start into the file ' +
    'admin-setup-code in its data folder (DATA_DIR); its log names the file.',
  adminPasswordTooShort: 'Password must be at least 8 characters',
  currentPasswordIncorrect: 'Current password is incorrect',
  newPasswordTooShort: 'New password must be at least 6 characters long',
  adminNewPasswordTooShort: 'New password must be at least 8 characters long for an administrator',
  newPasswordSameAsCurrent: 'New password must be different from the current password',
  passwordChanged: 'Password changed successfully!',
} as const;
