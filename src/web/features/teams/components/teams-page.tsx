import { useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { Link } from '../../../components/router-link';
import { useTeamsGroup } from '../api/get-group';
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
    />
  );
}

interface TeamsProps {
  groupId: string;
  /** Shown in the heading once known (the administrator's screen of any group). */
  groupName?: string;
  /** The group's page, when the screen is reached from it. */
  backPath?: string;
}

/** A group's classes or teams: the teams, the roster import and the sellers with their teams. */
export function Teams({ groupId, groupName, backPath }: TeamsProps) {
  return (
    <>
      <PageHeader
        title={groupName ? T.title(groupName) : T.heading}
        actions={
          backPath ? (
            <Link to={backPath} className="btn btn--ghost">
              {T.backToGroup}
            </Link>
          ) : null
        }
      />
      <div className="stack">
        <p className="teams-intro">{T.intro}</p>
        <TeamList groupId={groupId} />
        <RosterImport groupId={groupId} />
        <RosterSellers groupId={groupId} />
      </div>
    </>
  );
}
