import { Link } from 'react-router';
import { GROUP_BANNER_MS } from '../timings';
import { ADMIN_MESSAGES } from '../../../../shared/admin-messages.js';
import { MESSAGES } from '../../../../shared/messages.js';
import { Alert } from '../../../components/alert';
import { PageHeader } from '../../../components/page-header';
import { QueryContent } from '../../../components/query-content';
import { StatusBadge } from '../../orders/components/status-badge';
import { TableWrap } from '../../../components/table-wrap';
import { useGroups } from '../api/list-groups';
import { useFlash } from '../../../lib/use-flash';
import { COMMON_TEXTS } from '../../../lib/app-texts';
import { GROUP_TEXTS } from '../texts';

const T = GROUP_TEXTS.list;

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
          loadFailedMessage={MESSAGES.loadFailed.groups}
          emptyMessage={ADMIN_MESSAGES.empty.noGroups}
          isEmpty={(data) => data.length === 0}
        >
          {(data) => (
            <TableWrap label={GROUP_TEXTS.pages.groups}>
              <table className="table">
                <thead>
                  <tr>
                    <th scope="col">{T.name}</th>
                    <th scope="col">{T.code}</th>
                    <th scope="col">{T.organization}</th>
                    <th scope="col">{T.status}</th>
                    <th scope="col">
                      <span className="visually-hidden">{COMMON_TEXTS.actions}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.map((group) => (
                    <tr key={group._id}>
                      <td className="table__strong">{group.name}</td>
                      <td>
                        <code className="code">{group.code}</code>
                      </td>
                      <td>{group.organizationName}</td>
                      <td>
                        <StatusBadge status={group.isActive ? 'active' : 'inactive'} />
                      </td>
                      <td>
                        <Link
                          to={`/admin/groups/${encodeURIComponent(group._id)}`}
                          aria-label={T.viewGroup(group.name)}
                        >
                          {COMMON_TEXTS.view}
                        </Link>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableWrap>
          )}
        </QueryContent>
      </div>
    </>
  );
}
