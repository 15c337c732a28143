import { Link } from 'wouter';
import { formatPrice } from '../../../domain/format';
import { OFFICE_BILLING_COLUMNS } from '../../../domain/lists/office-billings';
import { mayBillOffices, OFFICE_BILLING_STATUS_COLORS, OFFICE_BILLING_STATUS_LABELS, OFFICE_BILLING_STATUSES, type OfficeBilling, type OfficeBillingStatus } from '../../../domain/office-billing';
import { useOfficeBillings, type OfficeBillingsParams } from '../../api/office-billings/office-billings';
import { sharedColumns } from '../../ui/list-table-columns';
import { ListTable } from '../../ui/ListTable';
import { SearchBox } from '../../ui/SearchBox';
import { SelectFilter } from '../../ui/SelectFilter';
import { StatusTag } from '../../ui/StatusTag';
import { useListUrlState } from '../../ui/use-list-url-state';
import { useBillingCaller } from './use-billing-caller';

const FILTERS = { status: '' };
const STATUS_OPTIONS = OFFICE_BILLING_STATUSES.map((s) => ({ value: s, label: OFFICE_BILLING_STATUS_LABELS[s] }));
const isStatus = (v: string): v is OfficeBillingStatus => (OFFICE_BILLING_STATUSES as readonly string[]).includes(v);

const COLUMNS = sharedColumns<OfficeBilling>(OFFICE_BILLING_COLUMNS, {
  description: { body: (b) => <Link href={`/billing/${b.officeBillingId}`}>{b.description}</Link> },
  office: {},
  amount: { body: (b) => formatPrice(b.amount) },
  frequency: {},
  startOn: {},
  nextChargeOn: {},
  charged: { body: (b) => formatPrice(b.charged) },
  status: { body: (b) => <StatusTag label={OFFICE_BILLING_STATUS_LABELS[b.status]} hex={OFFICE_BILLING_STATUS_COLORS[b.status]} /> },
});

/** /billing (§2): HQ's bills to offices, searched by description and filtered by status in the URL; Create Billing for HQ finance. */
export default function BillingListPage() {
  const caller = useBillingCaller();
  const list = useListUrlState(FILTERS);
  const params: OfficeBillingsParams = { limit: list.limit, offset: list.offset, search: list.search, ...(isStatus(list.values.status) ? { filterStatus: list.values.status } : {}) };
  const query = useOfficeBillings(params);
  return (
    <div className="page">
      <div className="page-header">
        <h1 className="page-title">Billing</h1>
        {mayBillOffices(caller) && (
          <Link href="/billing/create" className="p-button">
            Create Billing
          </Link>
        )}
      </div>
      <section className="card" aria-label="Billing list">
        <div className="page-header" style={{ flexWrap: 'wrap', gap: '0.5rem', alignItems: 'flex-end' }}>
          <SearchBox label="Search by description" value={list.values.search} onSearch={(search) => list.setFilters({ search })} />
          <SelectFilter id="billing-status" label="Status" value={list.values.status} allLabel="All Status" options={STATUS_OPTIONS} onChange={(status) => list.setFilters({ status })} />
        </div>
        <ListTable
          label="Office billings"
          query={query}
          dataKey="officeBillingId"
          columns={COLUMNS}
          page={list.page}
          limit={list.limit}
          onPage={list.onPage}
          exportRequest={{ path: 'office-billings', query: params }}
          pendingLabel="Loading billings"
        />
      </section>
    </div>
  );
}
