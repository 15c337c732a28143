import { Link, useParams } from 'wouter';
import { formatDateTime } from '../../../domain/format';
import type { OfficePortalProfile } from '../../../domain/portal-accounts';
import { OFFICE_PORTAL_PROFILE_COLUMNS } from '../../../domain/lists/portal-accounts';
import { useOfficePortalProfiles, type OfficePortalProfilesParams } from '../../api/portal-accounts/get-office-portal-profiles';
import { useActivePortals } from '../../api/reference/get-portals';
import { sharedColumns } from '../../ui/list-table-columns';
import { ListTable } from '../../ui/ListTable';
import { SearchBox } from '../../ui/SearchBox';
import { useListUrlState } from '../../ui/use-list-url-state';

const FILTERS = {};

const COLUMNS = sharedColumns<OfficePortalProfile>(OFFICE_PORTAL_PROFILE_COLUMNS, {
  office: { body: (p) => <Link href={`/office/${encodeURIComponent(p.officeId)}/portal`}>{p.office.officeName}</Link> },
  portalUsername: {},
  createdAt: { body: (p) => formatDateTime(p.createdAt) },
});

/** /portal/{portalId} (admin-HQ-plus): the office accounts connected to one portal, searched by email, paged in the URL. */
export default function PortalDetailPage() {
  const { portalId = '' } = useParams<{ portalId: string }>();
  const portals = useActivePortals();
  const portal = portals.data?.find((p) => p.portalId === portalId);
  const list = useListUrlState(FILTERS);
  const params: OfficePortalProfilesParams = { filterPortalId: [portalId], limit: list.limit, offset: list.offset, search: list.search };
  const query = useOfficePortalProfiles('', params);
  return (
    <div className="page">
      <div className="page-header">
        <h1 className="page-title">{portal ? `${portal.portalName} Accounts` : 'Portal Accounts'}</h1>
        <Link href="/portal" className="p-button p-button-outlined">
          Back
        </Link>
      </div>
      <section className="card" aria-label="Connected accounts">
        <div className="page-header">
          <SearchBox label="Search by email" value={list.values.search} onSearch={(search) => list.setFilters({ search })} />
        </div>
        <ListTable
          label="Connected accounts"
          query={query}
          dataKey="officePortalProfileId"
          columns={COLUMNS}
          page={list.page}
          limit={list.limit}
          onPage={list.onPage}
          exportRequest={{ path: 'office-portal-profiles', query: { filterPortalId: portalId, search: list.search } }}
          pendingLabel="Loading accounts"
        />
      </section>
    </div>
  );
}
