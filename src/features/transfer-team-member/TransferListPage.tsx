import { Button } from 'primereact/button';
import { Link } from 'wouter';
import { GUARDS } from '../../../domain/access';
import { formatDateTime } from '../../../domain/format';
import { accessSubject } from '../../../domain/session';
import { TRANSFER_HISTORY_STATUS, transferMemberStatusTag, type TransferMemberTeam } from '../../../domain/transfer';
import { TRANSFER_LIST_INCLUDE, useTransferMemberTeams, type TransferMemberTeamsParams } from '../../api/teams/get-transfer-member-teams';
import { useCurrentSession } from '../../app/session-context';
import { screenColumn } from '../../ui/list-table-columns';
import { ListTable } from '../../ui/ListTable';
import { SearchBox } from '../../ui/SearchBox';
import { StatusTag } from '../../ui/StatusTag';
import { useListUrlState } from '../../ui/use-list-url-state';
import { CREATE_TRANSFER_PATH, transferDetailPath } from './paths';
import { createdByOf, employeeCodeOf, fromGroupOf, memberNameOf, toGroupOf } from './transfer-display';

/** ?view=history: the done transfers only (§2 'History views filter to TRANSFERED'). */
const FILTERS = { view: '' };
const HISTORY = 'history';

const statusCell = (t: TransferMemberTeam) => <StatusTag {...transferMemberStatusTag(t.status)} />;
const memberCell = (t: TransferMemberTeam) => <Link href={transferDetailPath(t.transferMemberId)}>{memberNameOf(t)}</Link>;

const COLUMNS = [
  screenColumn<TransferMemberTeam>('member', 'Member', memberCell),
  screenColumn<TransferMemberTeam>('employeeCode', 'Employee Code', employeeCodeOf),
  screenColumn<TransferMemberTeam>('originGroup', 'From Group', fromGroupOf),
  screenColumn<TransferMemberTeam>('toGroup', 'To Group', toGroupOf),
  screenColumn<TransferMemberTeam>('status', 'Status', statusCell),
  screenColumn<TransferMemberTeam>('createdAt', 'Created At', (t) => formatDateTime(t.createdAt)),
  screenColumn<TransferMemberTeam>('createdBy', 'Created By', createdByOf),
];

/** /transfer-team-member (§2): every transfer or the history, searched by name, paged in the URL. */
export default function TransferListPage() {
  const canCreate = GUARDS.createTransferTeamMember(accessSubject(useCurrentSession()));
  const list = useListUrlState(FILTERS);
  const isHistory = list.values.view === HISTORY;
  const params: TransferMemberTeamsParams = {
    limit: list.limit,
    offset: list.offset,
    search: list.search,
    sort: 'createdAt:DESC',
    includeData: TRANSFER_LIST_INCLUDE,
    ...(isHistory ? { filterStatus: [TRANSFER_HISTORY_STATUS] } : {}),
  };
  const query = useTransferMemberTeams(params);
  return (
    <div className="page">
      <div className="page-header">
        <h1 className="page-title">Transfer Team Member</h1>
        {canCreate && (
          <Link href={CREATE_TRANSFER_PATH} className="p-button">
            Create Transfer Team Member
          </Link>
        )}
      </div>
      <section className="card" aria-label="Transfer list">
        <div className="page-header">
          <div role="group" aria-label="Which transfers" className="p-buttonset">
            <Button type="button" label="All Transfers" outlined={isHistory} aria-pressed={!isHistory} onClick={() => list.setFilters({ view: '' })} />
            <Button type="button" label="History" outlined={!isHistory} aria-pressed={isHistory} onClick={() => list.setFilters({ view: HISTORY })} />
          </div>
          <SearchBox label="Search by name" value={list.values.search} onSearch={(search) => list.setFilters({ search })} />
        </div>
        <ListTable
          label={isHistory ? 'Transfer history' : 'Transfers'}
          query={query}
          dataKey="transferMemberId"
          columns={COLUMNS}
          page={list.page}
          limit={list.limit}
          onPage={list.onPage}
          exportRequest={{ path: 'transfer-member-teams', query: params }}
          pendingLabel="Loading transfers"
        />
      </section>
    </div>
  );
}
