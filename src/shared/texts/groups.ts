/** What the group API answers: its refusals, the group code rule and the deletion reply. */
export const GROUP_API_MESSAGES = {
  groupNotFound: 'Group not found',
  groupCodeFormat: 'Group code must be 3 to 32 letters and digits',
  groupCodeTaken: 'A group with this code already exists',
  groupHasCoordinators: (count: number) =>
    `This group still has ${count} coordinator${count === 1 ? '' : 's'}. Reassign or delete ${count === 1 ? 'that coordinator' : 'them'} first, or deactivate the group instead.`,
  groupHasOrders:
    'Orders reference this group, so it cannot be deleted. Deactivate it instead to keep its order history.',
  groupDeleted: 'Group deleted successfully',
  sellerSignInKnown: 'Seller sign-in must be students or families',
} as const;
