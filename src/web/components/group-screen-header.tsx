import { PageHeader } from './page-header';
import { Link } from './router-link';

/** What a screen about one group is given, in the administrator's area (any group) or the coordinator's (their own). */
export interface GroupScreenProps {
  groupId: string;
  /** Shown in the heading once known (the administrator's screen of any group). */
  groupName?: string;
  /** The group's page, when the screen is reached from it. */
  backPath?: string;
}

/** The heading of a screen about one group, with the way back to the group's page when it came from there. */
export function GroupScreenHeader({
  groupName,
  backPath,
  texts,
}: Omit<GroupScreenProps, 'groupId'> & {
  texts: { title: (group: string) => string; heading: string; backToGroup: string };
}) {
  return (
    <PageHeader
      title={groupName ? texts.title(groupName) : texts.heading}
      actions={
        backPath ? (
          <Link to={backPath} className="btn btn--ghost">
            {texts.backToGroup}
          </Link>
        ) : null
      }
    />
  );
}
