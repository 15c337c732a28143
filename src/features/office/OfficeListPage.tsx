import { Link } from 'wouter';
import { OFFICE_APPROVAL_STATUSES, OFFICE_SORTS, type OfficeApprovalStatus, type OfficeListItem } from '../../../domain/entities/office';
import { OFFICE_COLUMNS } from '../../../domain/lists/reference';
import { canCreateOffice } from '../../../domain/office-policy';
import { APPROVAL_STATUS_LABELS, approvalStatusTag } from '../../../domain/people-formats';
import { useOffices, type OfficesParams } from '../../api/offices/list-offices';
import { formatSort, parseSort, type ListSort } from '../../ui/list-sort';
import { sharedColumns } from '../../ui/list-table-columns';
import { ListTable } from '../../ui/ListTable';
import { SearchBox } from '../../ui/SearchBox';
import { StatusTag } from '../../ui/StatusTag';
import { tablePaging, useListUrlState } from '../../ui/use-list-url-state';
import { yesNo } from './office-display';
import { CREATE_OFFICE_PATH, officeDetailPath } from './paths';
import { useOfficeCaller } from './use-office-caller';

const FILTERS = { approvalStatus: '', city: '', pkp: '' };
const SORT_FIELDS = ['officeName', 'createdAt'];
const DEFAULT_SORT: ListSort = { field: 'officeName', order: 'ASC' };

const STATUS_OPTIONS = [{ value: '', label: 'All Status' }, ...OFFICE_APPROVAL_STATUSES.map((s) => ({ value: s, label: APPROVAL_STATUS_LABELS[s] }))];
const PKP_OPTIONS = [
  { value: '', label: 'PKP and non-PKP' },
  { value: 'true', label: 'PKP' },
  { value: 'false', label: 'Non-PKP' },
];

const nameCell = (o: OfficeListItem) => <Link href={officeDetailPath(o.officeId)}>{o.officeName}</Link>;
const statusCell = (o: OfficeListItem) => (o.approvalStatus ? <StatusTag {...approvalStatusTag(o.approvalStatus)} /> : '-');

const COLUMNS = sharedColumns<OfficeListItem>(OFFICE_COLUMNS, {
  officeCode: {},
  officeName: { body: nameCell, isSortable: true },
  city: {},
  isOfficePkp: { body: (o) => yesNo(o.isOfficePkp) },
  approvalStatus: { body: statusCell },
});

const isStatus = (v: string): v is OfficeApprovalStatus => (OFFICE_APPROVAL_STATUSES as readonly string[]).includes(v);

/** /office (§2): the offices of the caller's scope (every office for HQ), searched and filtered by approval status, city and PKP in the URL. */
export default function OfficeListPage() {
  const caller = useOfficeCaller();
  const list = useListUrlState(FILTERS);
  const sort = parseSort(list.sort, SORT_FIELDS, DEFAULT_SORT);
  const { approvalStatus, city, pkp } = list.values;
  const params: OfficesParams = {
    limit: list.limit,
    offset: list.offset,
    search: list.search,
    sort: formatSort(sort) as (typeof OFFICE_SORTS)[number],
    ...(isStatus(approvalStatus) ? { filterApprovalStatus: approvalStatus } : {}),
    ...(city.trim() ? { filterCity: city.trim() } : {}),
    ...(pkp === 'true' || pkp === 'false' ? { filterIsOfficePkp: pkp === 'true' } : {}),
  };
  const query = useOffices(params);
  return (
    <div className="page">
      <div className="page-header">
        <h1 className="page-title">Office</h1>
        {canCreateOffice(caller) && (
          <Link href={CREATE_OFFICE_PATH} className="p-button">
            Create Office
          </Link>
        )}
      </div>
      <section className="card" aria-label="Office list">
        <div className="page-header" style={{ flexWrap: 'wrap', gap: '0.5rem' }}>
          <SearchBox label="Search by office name or code" value={list.values.search} onSearch={(search) => list.setFilters({ search })} />
          <div className="field">
            <label htmlFor="office-status">Approval Status</label>
            <select id="office-status" className="p-inputtext" value={approvalStatus} onChange={(e) => list.setFilters({ approvalStatus: e.target.value })}>
              {STATUS_OPTIONS.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <span aria-hidden="true">City</span>
            <SearchBox label="City" value={city} onSearch={(next) => list.setFilters({ city: next })} />
          </div>
          <div className="field">
            <label htmlFor="office-pkp">PKP</label>
            <select id="office-pkp" className="p-inputtext" value={pkp} onChange={(e) => list.setFilters({ pkp: e.target.value })}>
              {PKP_OPTIONS.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          </div>
        </div>
        <ListTable
          label="Offices"
          query={query}
          dataKey="officeId"
          columns={COLUMNS}
          {...tablePaging(list, sort)}
          exportRequest={{ path: 'offices', query: params }}
          pendingLabel="Loading offices"
        />
      </section>
    </div>
  );
}
