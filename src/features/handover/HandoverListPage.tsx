import { Link } from 'wouter';
import { can } from '../../../domain/access';
import { HANDOVER_SORTS, HANDOVER_STATUS_COLORS, HANDOVER_STATUS_LABELS, HANDOVER_STATUSES, handoverPrefix, type Handover } from '../../../domain/handover';
import { HANDOVER_COLUMNS } from '../../../domain/lists/handovers';
import { useHandovers } from '../../api/handovers/handovers';
import type { ListSort } from '../../ui/list-sort';
import { sharedColumns } from '../../ui/list-table-columns';
import { tablePaging } from '../../ui/use-list-url-state';
import { ListTable } from '../../ui/ListTable';
import { StatusDateFilters, useStatusDateList } from '../../ui/StatusDateFilters';
import { StatusTag } from '../../ui/StatusTag';
import { useHandoverCaller } from './use-handover-caller';

const SORT_FIELDS = [...HANDOVER_SORTS];
const DEFAULT_SORT: ListSort = { field: 'handoverDate', order: 'DESC' };

const COLUMNS = sharedColumns<Handover>(HANDOVER_COLUMNS, {
  handoverCode: { kind: 'code', body: (h) => <Link href={`/handover/${h.handoverId}`}>{h.handoverCode}</Link> },
  listing: {
    body: (h) => (
      <>
        <div>{h.listing.title}</div>
        <small>
          <span className="nowrap">{h.listing.listingCode}</span> · <span className="nowrap">{h.closingCode}</span>
        </small>
      </>
    ),
  },
  receiverName: {},
  agentName: {},
  officeName: {},
  handoverDate: { kind: 'date', isSortable: true },
  checklist: {},
  status: { kind: 'status', body: (h) => <StatusTag label={HANDOVER_STATUS_LABELS[h.status]} hex={HANDOVER_STATUS_COLORS[h.status]} /> },
});

/** /handover (§2): property handovers in the caller's scope, searched by receiver, filtered by status and date in the URL; Create Handover for agents (§6). */
export default function HandoverListPage() {
  const caller = useHandoverCaller();
  const prefix = handoverPrefix(caller);
  const { list, sort, params } = useStatusDateList({ statuses: HANDOVER_STATUSES, sortFields: SORT_FIELDS, defaultSort: DEFAULT_SORT, dateFilter: ['filterHandoverDateStartAt', 'filterHandoverDateEndAt'] });
  const query = useHandovers(prefix, params);
  return (
    <div className="page">
      <div className="page-header">
        <h1 className="page-title">Handover</h1>
        {can(caller.subject, 'handoverCreate') && (
          <Link href="/handover/create" className="p-button">
            Create Handover
          </Link>
        )}
      </div>
      <section className="card" aria-label="Handover list">
        <StatusDateFilters id="handover" searchLabel="Search by receiver" dateLabel="Handover Date" statuses={HANDOVER_STATUSES} statusLabels={HANDOVER_STATUS_LABELS} values={list.values} onChange={list.setFilters} />
        <ListTable
          label="Handovers"
          query={query}
          dataKey="handoverId"
          columns={COLUMNS}
          {...tablePaging(list, sort)}
          exportRequest={{ path: `${prefix}handovers`, query: params }}
          pendingLabel="Loading handovers"
        />
      </section>
    </div>
  );
}
