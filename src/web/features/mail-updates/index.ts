export { GroupMailUpdates } from './components/mail-subscriptions-page';
export {
  ADMIN_OUTBOX_PATH,
  adminMailUpdatesPath,
  adminOutboxMessagePath,
  COORDINATOR_MAIL_UPDATES_PATH,
} from './paths';
export { MAIL_UPDATES_TEXTS } from './texts';
