import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { Dropdown } from 'primereact/dropdown';
import type { Listing } from '../../../domain/entities/listing';
import { useHasPortal } from '../../api/listings/get-has-portal';
import { useActivePortals } from '../../api/reference/get-portals';
import { columnKind } from '../../ui/list-columns';
import { EmptyState, QueryError, QueryPending } from '../../ui/QueryState';
import {
  agentNickNameOf,
  ListingCodeCell,
  ListingStatusCell,
  officeNameOf,
  ROWS_PER_PAGE_OPTIONS,
  SearchBox,
  useListUrlState,
} from '../listing-not-watermark/listing-table';
import { PortalTags } from './PortalTags';

/** §2: /listing-has-portal may be opened for one agent and one portal. */
const FILTERS = { filterEmployeeId: '', filterPortalId: '' };

type ListState = ReturnType<typeof useListUrlState<keyof typeof FILTERS>>;

function PortalSelect({ value, onChange }: { value: string; onChange: (portalId: string) => void }) {
  const portals = useActivePortals();
  return (
    <span className="field">
      <label htmlFor="has-portal-portal">Portal</label>
      <Dropdown
        inputId="has-portal-portal"
        value={value || null}
        options={portals.data ?? []}
        optionLabel="portalName"
        optionValue="portalId"
        placeholder={portals.isError ? 'Portals unavailable' : 'All Portals'}
        showClear
        loading={portals.isPending}
        onChange={(e) => onChange((e.value as string | null) ?? '')}
      />
    </span>
  );
}

/** An agent filter comes from a link (§2); it can only be cleared here. */
function AgentFilter({ list, rows }: { list: ListState; rows: Listing[] | undefined }) {
  const employeeId = list.values.filterEmployeeId;
  if (!employeeId) return null;
  const nickName = rows?.find((l) => l.employeeId === employeeId)?.user?.nickName;
  return (
    <span className="agent-filter">
      Agent: <strong>{nickName ?? employeeId}</strong>{' '}
      <Button type="button" label="Clear agent filter" size="small" text onClick={() => list.setFilters({ filterEmployeeId: '' })} />
    </span>
  );
}

function HasPortalTable({ list }: { list: ListState }) {
  const { filterEmployeeId, filterPortalId } = list.values;
  const query = useHasPortal({
    limit: list.limit,
    offset: list.offset,
    search: list.search,
    filterEmployeeId: filterEmployeeId || undefined,
    filterPortalId: filterPortalId || undefined,
  });

  const table = (() => {
    if (query.isPending) return <QueryPending label="Loading listings" />;
    if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
    return (
      <DataTable
        value={query.data.results}
        dataKey="listingId"
        lazy
        paginator
        first={list.offset}
        rows={list.limit}
        totalRecords={query.data.count}
        rowsPerPageOptions={ROWS_PER_PAGE_OPTIONS}
        onPage={list.onPage}
        loading={query.isPlaceholderData}
        emptyMessage={<EmptyState />}
        pt={{ table: { 'aria-label': 'Listings with portal' } }}
      >
        <Column header="Listing Code" body={(l: Listing) => <ListingCodeCell listing={l} />} {...columnKind('code')} />
        <Column header="Title" field="title" />
        <Column header="Office" body={officeNameOf} />
        <Column header="Agent" body={agentNickNameOf} />
        <Column header="Portals" body={(l: Listing) => <PortalTags listing={l} />} />
        <Column header="Status" body={(l: Listing) => <ListingStatusCell listing={l} />} {...columnKind('status')} />
      </DataTable>
    );
  })();

  return (
    <>
      <AgentFilter list={list} rows={query.data?.results} />
      {table}
    </>
  );
}

/** /listing-has-portal (§2): listings placed on a portal, filtered by portal and (from a link) by agent, all in the URL. */
export default function HasPortalPage() {
  const list = useListUrlState(FILTERS);
  return (
    <div className="page">
      <h1 className="page-title">Listing Has Portal</h1>
      <section className="card">
        <div className="page-header">
          <SearchBox label="Search listings" value={list.values.search} onSearch={(search) => list.setFilters({ search })} />
          <PortalSelect value={list.values.filterPortalId} onChange={(filterPortalId) => list.setFilters({ filterPortalId })} />
        </div>
        <HasPortalTable list={list} />
      </section>
    </div>
  );
}
