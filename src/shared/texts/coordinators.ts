/** What the coordinator API answers: its refusals and the deletion reply. */
export const COORDINATOR_API_MESSAGES = {
  coordinatorNotFound: 'Coordinator not found',
  coordinatorEmailTaken: 'A coordinator with this email already exists',
  coordinatorGroupMissing: 'The selected group does not exist',
  coordinatorDeleted: (name: string) => `Coordinator ${name} has been deleted successfully`,
} as const;
