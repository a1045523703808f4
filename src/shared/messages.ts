/**
 * Every text a person reads, kept once. The web app and the server both import these so that tests can
 * quote the exact wording of the specification.
 */
export const MESSAGES = {
  validation: {
    fillAllFields: 'Please fill in all fields',
    invalidEmail: 'Please enter a valid email address',
    selectCampaign: 'Please select a campaign',
    passwordsDoNotMatch: 'Passwords do not match',
    adminPasswordTooShort: 'Password must be at least 8 characters',
    allFieldsRequired: 'All fields are required',
    newPasswordTooShort: 'New password must be at least 6 characters long',
    newPasswordsDoNotMatch: 'New passwords do not match',
  },
  login: {
    customerFailed: 'Login failed. Please check your group code and try again.',
    staffFailed: 'Login failed. Please check your credentials and try again.',
    noAdminAccount: 'No admin account found. Please create the first admin account.',
    noCurrentCampaign: 'This group has no campaign running today. Please ask your coordinator.',
    adminServerError:
      'Server error. The server might be experiencing database connection issues. Please contact the system administrator.',
  },
  register: {
    title: 'Create First Admin Account',
    alreadyExists: 'Admin account already exists. Please login instead.',
    serverError:
      'Server error. The server might be experiencing database connection issues. Please try again later.',
    failed: 'Registration failed. Please try again.',
    success: 'Admin account created successfully! Redirecting to dashboard...',
  },
  changePassword: {
    success: 'Password changed successfully!',
    failed: 'Failed to change password. Please try again.',
  },
  connectivity: {
    connected: 'API Connected',
    disconnected: 'API Disconnected',
    checking: 'Checking API Connection',
  },
  loadFailed: {
    groupData: 'Failed to load group data',
    campaignData: 'Failed to load campaign data',
    coordinatorData: 'Failed to load coordinator data',
    groups: 'Failed to load groups',
    groupDetails: 'Failed to load group details',
    orders: 'Failed to load orders',
    orderDetails: 'Failed to load order details',
    dashboardStatistics: 'Failed to load dashboard statistics',
    coordinators: 'Failed to load coordinators',
    campaigns: 'Failed to load campaigns',
    dashboardData: 'Failed to load dashboard data',
  },
  saveFailed: 'An error occurred. Please try again.',
  coordinatorsCreatedByAdmins: 'Coordinator accounts are created by system administrators.',
} as const;
