import { Link } from 'wouter';
import { formatPrice } from '../../../domain/format';
import { PRIMARY_PROJECT_COLUMNS } from '../../../domain/lists/primary-projects';
import { mayManageProjects, PRIMARY_PROJECT_SORTS, PRIMARY_PROJECT_STATUS_COLORS, PRIMARY_PROJECT_STATUS_LABELS, PRIMARY_PROJECT_STATUSES, type PrimaryProject, type PrimaryProjectStatus } from '../../../domain/primary-project';
import { usePrimaryProjects, type PrimaryProjectsParams } from '../../api/primary-projects/primary-projects';
import { formatSort, parseSort, type ListSort } from '../../ui/list-sort';
import { sharedColumns } from '../../ui/list-table-columns';
import { ListTable } from '../../ui/ListTable';
import { SearchBox } from '../../ui/SearchBox';
import { SelectFilter } from '../../ui/SelectFilter';
import { StatusTag } from '../../ui/StatusTag';
import { tablePaging, useListUrlState } from '../../ui/use-list-url-state';
import { useProjectCaller } from './use-project-caller';

const FILTERS = { status: '' };
const SORT_FIELDS = [...PRIMARY_PROJECT_SORTS];
const DEFAULT_SORT: ListSort = { field: 'createdAt', order: 'DESC' };
const STATUS_OPTIONS = PRIMARY_PROJECT_STATUSES.map((s) => ({ value: s, label: PRIMARY_PROJECT_STATUS_LABELS[s] }));
const isStatus = (v: string): v is PrimaryProjectStatus => (PRIMARY_PROJECT_STATUSES as readonly string[]).includes(v);

const COLUMNS = sharedColumns<PrimaryProject>(PRIMARY_PROJECT_COLUMNS, {
  projectName: { body: (p) => <Link href={`/primary-project-coordination/${p.primaryProjectId}`}>{p.projectName}</Link>, isSortable: true },
  developerName: {},
  city: {},
  coordinatingOfficeName: {},
  priceMin: { kind: 'price', body: (p) => `${formatPrice(p.priceMin)} – ${formatPrice(p.priceMax)}`, isSortable: true },
  units: {},
  listingCount: {},
  status: { kind: 'status', body: (p) => <StatusTag label={PRIMARY_PROJECT_STATUS_LABELS[p.status]} hex={PRIMARY_PROJECT_STATUS_COLORS[p.status]} /> },
  createdAt: { kind: 'date', isSortable: true },
});

/** /primary-project-coordination (§2): the network's new developments, searched by project or developer and filtered by status in the URL; Create Project for admin-HQ-plus. */
export default function PrimaryProjectListPage() {
  const caller = useProjectCaller();
  const list = useListUrlState(FILTERS);
  const sort = parseSort(list.sort, SORT_FIELDS, DEFAULT_SORT);
  const params: PrimaryProjectsParams = {
    limit: list.limit,
    offset: list.offset,
    search: list.search,
    sort: formatSort(sort),
    ...(isStatus(list.values.status) ? { filterStatus: list.values.status } : {}),
  };
  const query = usePrimaryProjects(params);
  return (
    <div className="page">
      <div className="page-header">
        <h1 className="page-title">Primary Project</h1>
        {mayManageProjects(caller) && (
          <Link href="/primary-project-coordination/create" className="p-button">
            Create Project
          </Link>
        )}
      </div>
      <section className="card" aria-label="Primary project list">
        <div className="page-header" style={{ flexWrap: 'wrap', gap: '0.5rem', alignItems: 'flex-end' }}>
          <SearchBox label="Search by project or developer" value={list.values.search} onSearch={(search) => list.setFilters({ search })} />
          <SelectFilter id="project-status" label="Status" value={list.values.status} allLabel="All Status" options={STATUS_OPTIONS} onChange={(status) => list.setFilters({ status })} />
        </div>
        <ListTable
          label="Primary projects"
          query={query}
          dataKey="primaryProjectId"
          columns={COLUMNS}
          {...tablePaging(list, sort)}
          exportRequest={{ path: 'primary-projects', query: params }}
          pendingLabel="Loading projects"
        />
      </section>
    </div>
  );
}
