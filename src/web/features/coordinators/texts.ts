/** The coordinator list and form of the administrator area. */
export const COORDINATORS_TEXTS = {
  pages: {
    coordinators: 'Coordinators',
    newCoordinator: 'Add New Coordinator',
    editCoordinator: 'Edit Coordinator',
  },
  list: {
    addNew: 'Add New Coordinator',
    name: 'Name',
    email: 'Email',
    group: 'Group',
    coordinatorAction: (action: string, name: string) => `${action} coordinator ${name}`,
    deleteTitle: 'Delete Coordinator',
  },
  form: {
    name: 'Name',
    email: 'Email Address',
    password: 'Password',
    passwordKeepHint: 'leave blank to keep the current password',
    group: 'Group',
    selectGroup: '-- Select Group --',
    groupOption: (name: string, code: string) => `${name} (${code})`,
    create: 'Create Coordinator',
    update: 'Update Coordinator',
  },
} as const;

/** Validation, success, failure, empty-state and confirmation messages of the coordinator screens. */
export const COORDINATOR_MESSAGES = {
  validation: {
    coordinatorEditSuffix: '(except password for editing)',
  },
  success: {
    coordinatorCreated: 'Coordinator created successfully',
    coordinatorUpdated: 'Coordinator updated successfully',
  },
  failure: {
    coordinatorDelete: 'Failed to delete coordinator',
    unexpected: 'An unexpected error occurred. Please try again.',
  },
  empty: {
    noCoordinators: 'No coordinator found. Create your first coordinator!',
  },
  confirm: {
    deleteCoordinator: (name: string) => `Delete the coordinator "${name}"? This action cannot be undone.`,
  },
  loadFailed: {
    coordinators: 'Failed to load coordinators',
    coordinatorData: 'Failed to load coordinator data',
  },
} as const;
