import { Link } from 'wouter';
import { AGENT_BILLING_SORTS, agentBillingPrefix, type AgentBilling } from '../../../domain/agent-billing';
import { formatPrice } from '../../../domain/format';
import { INVOICE_STATUS_COLORS, INVOICE_STATUS_LABELS, INVOICE_STATUSES } from '../../../domain/invoice';
import { AGENT_BILLING_COLUMNS } from '../../../domain/lists/agent-billings';
import { useAgentBillings } from '../../api/agent-billings/agent-billings';
import type { ListSort } from '../../ui/list-sort';
import { sharedColumns } from '../../ui/list-table-columns';
import { tablePaging } from '../../ui/use-list-url-state';
import { ListTable } from '../../ui/ListTable';
import { StatusDateFilters, useStatusDateList } from '../../ui/StatusDateFilters';
import { StatusTag } from '../../ui/StatusTag';
import { useAgentBillingCaller } from './use-agent-billing-caller';

const SORT_FIELDS = [...AGENT_BILLING_SORTS];
const DEFAULT_SORT: ListSort = { field: 'closingDate', order: 'DESC' };

const COLUMNS = sharedColumns<AgentBilling>(AGENT_BILLING_COLUMNS, {
  agent: { body: (b) => <Link href={`/agent-receivable/${b.agentBillingId}`}>{b.agentName}</Link> },
  closingDate: { isSortable: true },
  closing: {
    body: (b) => (
      <>
        <div>{b.listing.title}</div>
        <small>{b.closingCode}</small>
      </>
    ),
  },
  office: {},
  amount: { body: (b) => formatPrice(b.amount), isSortable: true },
  paid: { body: (b) => formatPrice(b.paid) },
  balance: { body: (b) => formatPrice(b.balance) },
  status: { body: (b) => <StatusTag label={INVOICE_STATUS_LABELS[b.status]} hex={INVOICE_STATUS_COLORS[b.status]} /> },
});

/** /agent-receivable (§2): what offices owe their agents from closings, in the caller's scope; searched by agent, filtered by status and closing date in the URL. */
export default function AgentReceivableListPage() {
  const caller = useAgentBillingCaller();
  const prefix = agentBillingPrefix(caller);
  const { list, sort, params } = useStatusDateList({ statuses: INVOICE_STATUSES, sortFields: SORT_FIELDS, defaultSort: DEFAULT_SORT, dateFilter: ['filterClosingDateStartAt', 'filterClosingDateEndAt'] });
  const query = useAgentBillings(prefix, params);
  return (
    <div className="page">
      <h1 className="page-title">Agent Receivable</h1>
      <section className="card" aria-label="Agent receivable list">
        <StatusDateFilters id="agent-billing" searchLabel="Search by agent name" dateLabel="Closing Date" statuses={INVOICE_STATUSES} statusLabels={INVOICE_STATUS_LABELS} values={list.values} onChange={list.setFilters} />
        <ListTable
          label="Agent receivables"
          query={query}
          dataKey="agentBillingId"
          columns={COLUMNS}
          {...tablePaging(list, sort)}
          exportRequest={{ path: `${prefix}agent-billings`, query: params }}
          pendingLabel="Loading agent receivables"
        />
      </section>
    </div>
  );
}
