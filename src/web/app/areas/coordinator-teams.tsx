import { Alert } from '../../components/alert';
import { ownGroup } from '../../features/coordinator-area/own-group';
import { TeamLetters } from '../../features/teams/components/team-letters-page';
import { Teams } from '../../features/teams/components/teams-page';
import { COORDINATOR_TEAM_LETTERS_PATH, COORDINATOR_TEAMS_PATH } from '../../features/teams/paths';
import { TEAM_TEXTS } from '../../features/teams/texts';

/** /coordinator/teams: the Teams screen of the coordinator's own group; the app composes the two features. */
export function CoordinatorTeamsPage() {
  const group = ownGroup();
  if (!group) return <Alert kind="error">{TEAM_TEXTS.groupLoadFailed}</Alert>;
  return <Teams groupId={group._id} lettersPath={COORDINATOR_TEAM_LETTERS_PATH} />;
}

/** /coordinator/teams/letters: the letters home of the coordinator's own group, one a class. */
export function CoordinatorTeamLettersPage() {
  const group = ownGroup();
  if (!group) return <Alert kind="error">{TEAM_TEXTS.groupLoadFailed}</Alert>;
  return <TeamLetters groupId={group._id} backPath={COORDINATOR_TEAMS_PATH} />;
}
