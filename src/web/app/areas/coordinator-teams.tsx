import { Alert } from '../../components/alert';
import { ownGroup } from '../../features/coordinator-area/own-group';
import { Teams } from '../../features/teams/components/teams-page';
import { TEAM_TEXTS } from '../../features/teams/texts';

/** /coordinator/teams: the Teams screen of the coordinator's own group; the app composes the two features. */
export function CoordinatorTeamsPage() {
  const group = ownGroup();
  if (!group) return <Alert kind="error">{TEAM_TEXTS.groupLoadFailed}</Alert>;
  return <Teams groupId={group._id} />;
}
