/**
 * Labels, titles and button texts of the web app that the specification names but that are not messages
 * (those live in messages.ts). Browser tests quote these, so keep them exact.
 */

/** Texts every screen may need: the product name, loading, the 404 and crash screens. */
export const APP_TEXTS = {
  appName: 'Fundraising Portal',
  loading: 'Loading...',
  notFound: {
    title: 'Page Not Found',
    body: 'The page you are looking for does not exist.',
    goHome: 'Go to Home',
  },
  crash: {
    title: 'Something went wrong',
    body: 'The page could not be shown. Reloading usually helps.',
    reload: 'Reload page',
  },
} as const;

/** Form field labels. */
export const FIELD_LABELS = {
  groupCode: 'Group Code',
  sellerName: 'Seller Name',
  name: 'Name',
  email: 'Email Address',
  password: 'Password',
  passwordHint: 'min. 8 characters',
  confirmPassword: 'Confirm Password',
  currentPassword: 'Current Password',
  newPassword: 'New Password',
  confirmNewPassword: 'Confirm New Password',
} as const;

/** The customer login (both steps) and the shop hand-off. */
export const CUSTOMER_TEXTS = {
  customerLogin: {
    title: 'Customer Login',
    submit: 'Continue',
    busy: 'Checking...',
    coordinatorLink: 'Coordinator login',
    adminLink: 'Administrator login',
    staffLinks: 'Staff logins',
  },
  campaignSelect: {
    title: 'Select Campaign',
    studentInformation: 'Student Information',
    groupInformation: 'Group Information',
    name: 'Name',
    email: 'Email',
    groupCode: 'Group Code',
    groupName: 'Group Name',
    organizationName: 'Organization',
    campaign: 'Campaign',
    placeholder: '-- Select Campaign --',
    back: 'Back',
    submit: 'Continue to Shop',
  },
} as const;

/** Staff login screens, navbar, account menu, change password and page headings. */
export const STAFF_TEXTS = {
  adminLogin: {
    title: 'Admin Login',
    submit: 'Login',
    busy: 'Logging in...',
    backToUserLogin: 'Back to user login',
  },
  adminRegister: {
    submit: 'Create Admin Account',
    busy: 'Creating Account...',
    backToLogin: 'Back to admin login',
  },
  coordinatorLogin: {
    title: 'Coordinator Login',
  },
  nav: {
    main: 'Main',
    dashboard: 'Dashboard',
    groups: 'Groups',
    coordinators: 'Coordinators',
    campaigns: 'Campaigns',
    orders: 'Orders',
    userMenu: 'Account menu',
    changePassword: 'Change Password',
    logout: 'Logout',
    skipToContent: 'Skip to content',
  },
  changePassword: {
    title: 'Change Password',
    submit: 'Change Password',
    busy: 'Changing...',
    cancel: 'Cancel',
    close: 'Close',
  },
  pages: {
    dashboard: 'Dashboard',
    groups: 'Groups',
    newGroup: 'Add New Group',
    editGroup: 'Edit Group',
    groupDetails: 'Group Details',
    newCampaign: 'Add Campaign',
    editCampaign: 'Edit Campaign',
    coordinators: 'Coordinators',
    newCoordinator: 'Add New Coordinator',
    editCoordinator: 'Edit Coordinator',
    orders: 'Orders',
    orderDetails: 'Order Details',
    campaigns: 'Campaigns',
    adminRegister: 'Create First Admin Account',
    shop: 'Shop',
  },
} as const;
