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
  server: {
    invalidCredentials: 'Invalid credentials',
    noAdminYet: 'Invalid credentials: no admin account exists yet. Create the first admin account.',
    adminAlreadyExists: 'Admin account already exists',
    invalidGroupCode: 'Invalid group code',
    noCurrentCampaign: 'This group has no campaign running today. Please ask your coordinator.',
    currentPasswordIncorrect: 'Current password is incorrect',
    adminNewPasswordTooShort: 'New password must be at least 8 characters long for an administrator',
    newPasswordSameAsCurrent: 'New password must be different from the current password',
    authenticationRequired: 'Please log in to continue',
    sessionExpired: 'Your session has expired. Please log in again.',
    forbidden: 'You do not have access to this resource',
    notFound: 'Not found',
    routeNotFound: (method: string, url: string) => `No API route matches ${method} ${url}`,
    invalidRequest: 'The request is not valid',
    invalidJson: 'The request body is not valid JSON',
    unsupportedMediaType: 'Send the request body as JSON (Content-Type: application/json)',
    payloadTooLarge: 'The request body is too large (1 MB at most)',
    tooManyRequests: (retryAfter: string) => `Too many attempts. Please try again in ${retryAfter}.`,
    internal: 'Something went wrong on our side. Please try again.',
    databaseUnavailable: 'The database is not answering',
  },
} as const;

/** Texts of the administrator area (spec sections 5 and 8). */
export const ADMIN_MESSAGES = {
  validation: {
    groupRequired: 'Name, code, and organization name are required',
    campaignNameRequired: 'Campaign name is required',
    initialCampaignDatesRequired: 'Campaign start date and end date are required',
    initialCampaignEndBeforeStart: 'Campaign end date cannot be before start date',
    campaignDatesRequired: 'Start date and end date are required',
    campaignEndBeforeStart: 'End date cannot be before start date',
    coordinatorAllFieldsRequired: 'All fields are required',
    coordinatorEditSuffix: '(except password for editing)',
  },
  success: {
    groupUpdated: 'Group updated successfully',
    groupCreated: 'Group and initial campaign created successfully',
    groupDeleted: 'Group deleted successfully',
    campaignCreated: 'Campaign created successfully',
    campaignUpdated: 'Campaign updated successfully',
    campaignDeleted: 'Campaign deleted successfully',
    coordinatorCreated: 'Coordinator created successfully',
    coordinatorUpdated: 'Coordinator updated successfully',
    coordinatorDeleted: (name: string) => `Coordinator ${name} has been deleted successfully`,
  },
  failure: {
    groupDelete: 'Failed to delete group. It may have active campaigns or coordinators.',
    campaignDelete: 'Failed to delete campaign.',
    coordinatorDelete: 'Failed to delete coordinator',
    unexpected: 'An unexpected error occurred. Please try again.',
  },
  empty: {
    groupNotFound: 'Group not found',
    orderNotFound: 'Order not found',
    noCampaigns: 'No campaigns found for this group. Create your first campaign!',
    noGroups: 'No groups found. Create your first group!',
    noCoordinators: 'No coordinator found. Create your first coordinator!',
    noRecentOrders: 'No recent orders.',
    noGroupCampaigns: 'No campaigns found for your group.',
  },
  confirm: {
    deleteGroup: (name: string) =>
      `Delete the group "${name}"? This action cannot be undone, and all associated campaigns will also be deleted.`,
    deleteCampaign: (name: string) => `Delete the campaign "${name}"? This action cannot be undone.`,
    deleteCoordinator: (name: string) => `Delete the coordinator "${name}"? This action cannot be undone.`,
  },
  server: {
    groupNotFound: 'Group not found',
    campaignNotFound: 'Campaign not found',
    coordinatorNotFound: 'Coordinator not found',
    groupCodeFormat: 'Group code must be 3 to 32 letters and digits',
    groupCodeTaken: 'A group with this code already exists',
    coordinatorEmailTaken: 'A coordinator with this email already exists',
    coordinatorGroupMissing: 'The selected group does not exist',
    groupHasCoordinators: (count: number) =>
      `This group still has ${count} coordinator${count === 1 ? '' : 's'}. Reassign or delete ${count === 1 ? 'that coordinator' : 'them'} first, or deactivate the group instead.`,
    groupHasOrders:
      'Orders reference this group, so it cannot be deleted. Deactivate it instead to keep its order history.',
    campaignHasOrders:
      'Orders reference this campaign, so it cannot be deleted. Deactivate it instead to keep its order history.',
  },
} as const;
