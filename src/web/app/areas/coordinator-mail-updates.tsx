import { Alert } from '../../components/alert';
import { ownGroup } from '../../features/coordinator-area/own-group';
import { GroupMailUpdates, MAIL_UPDATES_TEXTS } from '../../features/mail-updates';

/**
 * /coordinator/mail-updates: the e-mail updates of the coordinator's own group, with the coordinator's daily
 * digest setting; the app composes the two features.
 */
export function CoordinatorMailUpdatesPage() {
  const group = ownGroup();
  if (!group) return <Alert kind="error">{MAIL_UPDATES_TEXTS.subscriptions.groupLoadFailed}</Alert>;
  return <GroupMailUpdates groupId={group._id} showDigest />;
}
