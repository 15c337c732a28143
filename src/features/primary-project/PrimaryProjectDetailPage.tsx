import { Link, useParams } from 'wouter';
import { formatPrice } from '../../../domain/format';
import { PROJECT_LISTING_COLUMNS } from '../../../domain/lists/primary-projects';
import { mayManageProjects, PRIMARY_PROJECT_MESSAGES, PRIMARY_PROJECT_STATUS_COLORS, PRIMARY_PROJECT_STATUS_LABELS, type ProjectListing } from '../../../domain/primary-project';
import { usePrimaryProject, useProjectListings } from '../../api/primary-projects/primary-projects';
import { sharedColumns } from '../../ui/list-table-columns';
import { ListingCodeCell, ListingStatusCell } from '../../ui/ListingCells';
import { ListTable } from '../../ui/ListTable';
import { FactGrid } from '../../ui/Payments';
import { isNotFound, NotFoundState, QueryError, QueryPending } from '../../ui/QueryState';
import { StatusTag } from '../../ui/StatusTag';
import { useListUrlState } from '../../ui/use-list-url-state';
import { useProjectCaller } from './use-project-caller';

const COLUMNS = sharedColumns<ProjectListing>(PROJECT_LISTING_COLUMNS, {
  listingCode: { kind: 'code', body: (l) => <ListingCodeCell listing={l} /> },
  title: {},
  officeName: {},
  price: { kind: 'price', body: (l) => formatPrice(l.price) },
  status: { kind: 'status', body: (l) => <ListingStatusCell listing={l} /> },
});

/** /primary-project-coordination/{primaryProjectId}: a project's facts, coordinating agents and listings; Edit for admin-HQ-plus. */
export default function PrimaryProjectDetailPage() {
  const { primaryProjectId = '' } = useParams<{ primaryProjectId: string }>();
  const caller = useProjectCaller();
  const query = usePrimaryProject(primaryProjectId);
  const list = useListUrlState({});
  const listings = useProjectListings({ filterPrimaryProjectId: primaryProjectId, limit: list.limit, offset: list.offset });
  if (query.isPending) return <QueryPending label="Loading project" />;
  if (query.isError && isNotFound(query.error)) return <NotFoundState message={PRIMARY_PROJECT_MESSAGES.notFound} backHref="/primary-project-coordination" backLabel="Back to Primary Project" />;
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  const p = query.data;
  return (
    <div className="page">
      <div className="page-header">
        <h1 className="page-title">
          {p.projectName} <StatusTag label={PRIMARY_PROJECT_STATUS_LABELS[p.status]} hex={PRIMARY_PROJECT_STATUS_COLORS[p.status]} />
        </h1>
        {mayManageProjects(caller) && (
          <Link href={`/primary-project-coordination/${p.primaryProjectId}/edit`} className="p-button">
            Edit
          </Link>
        )}
      </div>
      <FactGrid
        label="Project information"
        facts={[
          ['Developer', p.developerName],
          ['City', p.city],
          ['Address', p.address ?? '-'],
          ['Coordinating Office', p.coordinatingOfficeName],
          ['Price Range', `${formatPrice(p.priceMin)} – ${formatPrice(p.priceMax)}`],
          ['Available Units', `${p.availableUnits} of ${p.totalUnits}`],
          ['Coordinating Agents', (p.agents ?? []).map((a) => a.name).join(', ') || '-'],
          ['Description', p.description ?? '-'],
        ]}
      />
      <section className="card" aria-labelledby="project-listings-title" style={{ marginTop: '1rem' }}>
        <h2 id="project-listings-title" className="card-title">
          Listings
        </h2>
        <ListTable
          label="Project listings"
          query={listings}
          dataKey="listingId"
          columns={COLUMNS}
          page={list.page}
          limit={list.limit}
          onPage={list.onPage}
          exportRequest={{ path: 'primary-project-listings', query: { filterPrimaryProjectId: primaryProjectId } }}
          pendingLabel="Loading listings"
        />
      </section>
    </div>
  );
}
