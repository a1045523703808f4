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
