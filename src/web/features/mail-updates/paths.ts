const id = encodeURIComponent;

/** The administrators' outbox and one message of it. */
export const ADMIN_OUTBOX_PATH = '/admin/outbox';
export const adminOutboxMessagePath = (messageId: string) => `${ADMIN_OUTBOX_PATH}/${id(messageId)}`;

/** A group's e-mail update subscriptions, in the administrator's area. */
export const adminMailUpdatesPath = (groupId: string) => `/admin/groups/${id(groupId)}/mail-updates`;

/** The e-mail update subscriptions of the coordinator's own group. */
export const COORDINATOR_MAIL_UPDATES_PATH = '/coordinator/mail-updates';
