import { useParams } from 'react-router';
import { GroupScreenHeader, type GroupScreenProps } from '../../../components/group-screen-header';
import { useTeamsGroup } from '../api/get-group';
import { adminTeamLettersPath } from '../paths';
import { TEAM_TEXTS as T } from '../texts';
import { RosterImport } from './roster-import';
import { RosterSellers } from './roster-sellers';
import { TeamList } from './team-list';
import '../teams.css';

/** /admin/groups/:groupId/teams */
export function AdminTeamsPage() {
  const { groupId = '' } = useParams();
  const group = useTeamsGroup(groupId, groupId !== '');
  return (
    <Teams
      groupId={groupId}
      groupName={group.data?.name}
      backPath={`/admin/groups/${encodeURIComponent(groupId)}`}
      lettersPath={adminTeamLettersPath(groupId)}
    />
  );
}

/**
 * A group's classes or teams: the teams, the roster import and the sellers with their teams. A `families` group's
 * teams lead to `lettersPath`, the letters home.
 */
export function Teams({
  groupId,
  groupName,
  backPath,
  lettersPath,
}: GroupScreenProps & { lettersPath?: string }) {
  const group = useTeamsGroup(groupId, groupId !== '' && lettersPath !== undefined);
  const families = group.data?.sellerSignIn === 'families';
  return (
    <>
      <GroupScreenHeader groupName={groupName} backPath={backPath} texts={T} />
      <div className="stack">
        <p className="teams-intro">{T.intro}</p>
        <TeamList groupId={groupId} lettersPath={families ? lettersPath : undefined} />
        <RosterImport groupId={groupId} />
        <RosterSellers groupId={groupId} />
      </div>
    </>
  );
}
