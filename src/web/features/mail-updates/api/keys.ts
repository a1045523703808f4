/** Query keys of the staff's e-mail screens: the outbox, the signed-in staff member's setting, each group's list. */
export const mailUpdateKeys = {
  all: ['mail-updates'] as const,
  outbox: () => ['mail-updates', 'outbox'] as const,
  outboxMessage: (messageId: string) => ['mail-updates', 'outbox', messageId] as const,
  staffSettings: () => ['mail-updates', 'staff-settings'] as const,
  group: (groupId: string) => ['mail-updates', 'groups', groupId] as const,
  groupInfo: (groupId: string) => ['mail-updates', 'groups', groupId, 'group'] as const,
  subscriptions: (groupId: string) => ['mail-updates', 'groups', groupId, 'subscriptions'] as const,
};
