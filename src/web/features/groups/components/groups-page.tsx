import { Link } from '../../../components/router-link';
import { GROUP_BANNER_MS } from '../timings';
import { Alert } from '../../../components/alert';
import { PageHeader } from '../../../components/page-header';
import { QueryContent } from '../../../components/query-content';
import { StatusBadge } from '../../orders';
import { DataTable, HiddenHeader, type Column } from '../../../components/data-table';
import type { TGroup } from '../../../../shared/api/groups.js';
import { useGroups } from '../../../lib/group-list';
import { useFlash } from '../../../lib/use-flash';
import { COMMON_TEXTS } from '../../../lib/app-texts';
import { GROUP_TEXTS, GROUP_MESSAGES } from '../texts';

const T = GROUP_TEXTS.list;

const GROUP_COLUMNS: Column<TGroup>[] = [
  { key: 'name', header: T.name, cellClassName: 'table__strong', cell: (group) => group.name },
  { key: 'code', header: T.code, cell: (group) => <code className="code">{group.code}</code> },
  { key: 'organization', header: T.organization, cell: (group) => group.organizationName },
  {
    key: 'status',
    header: T.status,
    cell: (group) => <StatusBadge status={group.isActive ? 'active' : 'inactive'} />,
  },
  {
    key: 'actions',
    header: <HiddenHeader>{COMMON_TEXTS.actions}</HiddenHeader>,
    cell: (group) => (
      <Link to={`/admin/groups/${encodeURIComponent(group._id)}`} aria-label={T.viewGroup(group.name)}>
        {COMMON_TEXTS.view}
      </Link>
    ),
  },
];

/** /admin/groups: every group, with a link to its details. */
export function GroupsPage() {
  const groups = useGroups();
  // "Group deleted successfully", handed over by the details screen.
  const flash = useFlash(GROUP_BANNER_MS);

  return (
    <>
      <PageHeader
        title={GROUP_TEXTS.pages.groups}
        actions={
          <Link to="/admin/groups/new" className="btn btn--primary">
            {T.addNew}
          </Link>
        }
      />
      <div className="stack">
        {flash ? <Alert kind={flash.kind}>{flash.text}</Alert> : null}
        <QueryContent
          query={groups}
          loadFailedMessage={GROUP_MESSAGES.loadFailed.groups}
          emptyMessage={GROUP_MESSAGES.empty.noGroups}
          isEmpty={(data) => data.length === 0}
        >
          {(data) => (
            <DataTable
              label={GROUP_TEXTS.pages.groups}
              columns={GROUP_COLUMNS}
              rows={data}
              rowKey={(group) => group._id}
            />
          )}
        </QueryContent>
      </div>
    </>
  );
}
