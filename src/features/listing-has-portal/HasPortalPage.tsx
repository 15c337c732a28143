import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import type { Listing } from '../../../domain/entities/listing';
import { HAS_PORTAL_COLUMNS } from '../../../domain/lists/listings';
import { useHasPortal } from '../../api/listings/get-has-portal';
import { useActivePortals } from '../../api/reference/get-portals';
import { ListingCodeCell, ListingStatusCell } from '../../ui/ListingCells';
import { screenColumn, sharedColumns } from '../../ui/list-table-columns';
import { ListTable } from '../../ui/ListTable';
import { SearchBox } from '../../ui/SearchBox';
import { useListUrlState } from '../../ui/use-list-url-state';
import { PortalTags } from './PortalTags';
import { SyncHistoryDialog } from '../../ui/SyncHistoryDialog';
import { useMemo, useState } from 'react';

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

const SHARED_COLUMNS = sharedColumns<Listing>(HAS_PORTAL_COLUMNS, {
  listingCode: { kind: 'code', body: (l) => <ListingCodeCell listing={l} /> },
  title: {},
  office: {},
  agent: {},
  portals: { body: (l) => <PortalTags listing={l} /> },
  status: { kind: 'status', body: (l) => <ListingStatusCell listing={l} /> },
});

function HasPortalTable({ list }: { list: ListState }) {
  const { filterEmployeeId, filterPortalId } = list.values;
  const params = {
    limit: list.limit,
    offset: list.offset,
    search: list.search,
    filterEmployeeId: filterEmployeeId || undefined,
    filterPortalId: filterPortalId || undefined,
  };
  const query = useHasPortal(params);
  const [history, setHistory] = useState<Listing | null>(null);
  const columns = useMemo(
    () => [
      ...SHARED_COLUMNS,
      screenColumn<Listing>('syncHistory', 'Sync', (l) => (
        <Button type="button" size="small" outlined icon="pi pi-history" label="History" aria-label={`Sync history of ${l.listingCode}`} onClick={() => setHistory(l)} />
      )),
    ],
    [],
  );
  return (
    <>
      <AgentFilter list={list} rows={query.data?.results} />
      {history && <SyncHistoryDialog listing={history} onClose={() => setHistory(null)} />}
      <ListTable
        label="Listings with portal"
        query={query}
        dataKey="listingId"
        columns={columns}
        page={list.page}
        limit={list.limit}
        onPage={list.onPage}
        exportRequest={{ path: 'listings/has-portal', query: params }}
        pendingLabel="Loading listings"
      />
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
