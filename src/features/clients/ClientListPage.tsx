import { Button } from 'primereact/button';
import { useState } from 'react';
import { Link } from 'wouter';
import { CLIENT_MESSAGES, CLIENT_NEED_LABELS, CLIENT_NEEDS, CLIENT_SORTS, CLIENT_STATUS_COLORS, CLIENT_STATUS_LABELS, CLIENT_STATUSES, clientScope, mayManageClients, type Client, type ClientNeed, type ClientStatus } from '../../../domain/client';
import { formatPrice } from '../../../domain/format';
import { CLIENT_COLUMNS } from '../../../domain/lists/clients';
import { useClients, type ClientsParams } from '../../api/clients/clients';
import { formatSort, parseSort, type ListSort } from '../../ui/list-sort';
import { sharedColumns } from '../../ui/list-table-columns';
import { ListTable } from '../../ui/ListTable';
import { SearchBox } from '../../ui/SearchBox';
import { SelectFilter } from '../../ui/SelectFilter';
import { StatusTag } from '../../ui/StatusTag';
import { tablePaging, useListUrlState } from '../../ui/use-list-url-state';
import { ClientFormDialog } from './ClientFormDialog';
import { useClientCaller } from './use-client-caller';

const DEFAULT_SORT: ListSort = { field: 'updatedAt', order: 'DESC' };
const FILTERS = { status: '', needs: '' };
const STATUS_OPTIONS = CLIENT_STATUSES.map((s) => ({ value: s, label: CLIENT_STATUS_LABELS[s] }));
const NEED_OPTIONS = CLIENT_NEEDS.map((n) => ({ value: n, label: CLIENT_NEED_LABELS[n] }));
const isStatus = (v: string): v is ClientStatus => (CLIENT_STATUSES as readonly string[]).includes(v);
const isNeed = (v: string): v is ClientNeed => (CLIENT_NEEDS as readonly string[]).includes(v);
const money = (n: number | null) => (n === null ? '-' : formatPrice(n));

const CELLS = {
  name: { body: (c: Client) => <Link href={`/clients/${c.clientId}`}>{c.name}</Link>, isSortable: true },
  phones: {},
  needs: {},
  budgetMin: { body: (c: Client) => money(c.budgetMin) },
  budgetMax: { body: (c: Client) => money(c.budgetMax) },
  preferredAreas: {},
  shareCount: {},
  status: { body: (c: Client) => <StatusTag label={CLIENT_STATUS_LABELS[c.status]} hex={CLIENT_STATUS_COLORS[c.status]} /> },
  updatedAt: { kind: 'date' as const, isSortable: true },
};
const AGENT_COLUMNS = sharedColumns<Client>(CLIENT_COLUMNS, CELLS);
// The Super Admin reads every agent's clients: whose each one is.
const ALL_COLUMNS = sharedColumns<Client>(CLIENT_COLUMNS, { name: CELLS.name, agent: {}, ...Object.fromEntries(Object.entries(CELLS).filter(([k]) => k !== 'name')) });

/**
 * /clients (§2, §6 'Client menu for agents or admin'): an agent's own clients,
 * searched by name, email or phone, filtered by status and needs, sorted (all
 * in the URL), Add Client for agents; the Super Admin reads every agent's.
 */
export default function ClientListPage() {
  const caller = useClientCaller();
  const list = useListUrlState(FILTERS);
  const [isAdding, setIsAdding] = useState(false);
  const sort = parseSort(list.sort, CLIENT_SORTS, DEFAULT_SORT);
  const params: ClientsParams = {
    limit: list.limit,
    offset: list.offset,
    search: list.search,
    sort: formatSort(sort),
    ...(isStatus(list.values.status) ? { filterStatus: list.values.status } : {}),
    ...(isNeed(list.values.needs) ? { filterNeeds: list.values.needs } : {}),
  };
  const query = useClients(params);
  const mayAdd = mayManageClients(caller.subject);
  const isAll = clientScope(caller).kind === 'all';
  return (
    <div className="page">
      <div className="page-header">
        <h1 className="page-title">Client</h1>
        {mayAdd && <Button type="button" icon="pi pi-plus" label="Add Client" onClick={() => setIsAdding(true)} />}
      </div>
      {isAll && (
        <p className="card" role="note">
          {CLIENT_MESSAGES.readOnly}
        </p>
      )}
      <section className="card" aria-label="Clients">
        <div className="page-header" style={{ flexWrap: 'wrap', gap: '0.5rem', alignItems: 'flex-end' }}>
          <SearchBox label="Search by name, email or phone" value={list.values.search} onSearch={(search) => list.setFilters({ search })} />
          <SelectFilter id="client-status" label="Status" value={list.values.status} allLabel="All Status" options={STATUS_OPTIONS} onChange={(status) => list.setFilters({ status })} />
          <SelectFilter id="client-needs" label="Needs" value={list.values.needs} allLabel="Buy or Rent" options={NEED_OPTIONS} onChange={(needs) => list.setFilters({ needs })} />
        </div>
        <ListTable
          label="Clients"
          query={query}
          dataKey="clientId"
          columns={isAll ? ALL_COLUMNS : AGENT_COLUMNS}
          {...tablePaging(list, sort)}
          exportRequest={{ path: 'clients', query: params }}
          pendingLabel="Loading clients"
        />
      </section>
      {isAdding && <ClientFormDialog onHide={() => setIsAdding(false)} />}
    </div>
  );
}
