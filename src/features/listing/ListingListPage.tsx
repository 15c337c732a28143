import { useCallback, useMemo } from 'react';
import { Link } from 'wouter';
import { GUARDS } from '../../../domain/access';
import { canEditListing, policyCaller } from '../../../domain/listing-policy';
import { officeFilter } from '../../../domain/masking';
import { accessSubject, type Session } from '../../../domain/session';
import { LIST_INCLUDE_DATA, useListings } from '../../api/listings/get-listings';
import { listingsApiPrefix } from '../../../domain/listing';
import { useCurrentSession } from '../../app/session-context';
import { useUrlQuery } from '../../ui/use-url-query';
import { ListingFilters } from './list/ListingFilters';
import { ListingTable } from './list/ListingTable';
import { LISTING_LIST_DEFAULTS, parseLimit, parsePage, toListingsParams, type ListingListUrl } from './list/listing-list-query';

/** The distinct offices of the user's employee records: the choices of a franchise owner with several. */
function sessionOffices(session: Session) {
  const byId = new Map<string, { officeId: string; officeName: string }>();
  for (const e of session.employees) if (e.office) byId.set(e.office.officeId, { officeId: e.office.officeId, officeName: e.office.officeName });
  return [...byId.values()];
}

/** §6: a franchise owner of several offices chooses among them; HQ and finance search every office. */
function useOfficeFilter(session: Session) {
  return useMemo(() => officeFilter(accessSubject(session), sessionOffices(session)), [session]);
}

/** /listing: the listings this user may see, searched, filtered, sorted and paged on the server, all kept in the URL. */
export default function ListingListPage() {
  const session = useCurrentSession();
  const subject = useMemo(() => accessSubject(session), [session]);
  const isHQ = GUARDS.hq(subject);
  const [url, setUrl] = useUrlQuery<keyof ListingListUrl>(LISTING_LIST_DEFAULTS);
  const params = useMemo(() => toListingsParams(url), [url]);
  const query = useListings(isHQ, params);
  const office = useOfficeFilter(session);
  const canEdit = useMemo(() => {
    const caller = policyCaller(session);
    return (row: Parameters<typeof canEditListing>[1]) => canEditListing(caller, row);
  }, [session]);

  const onFilter = useCallback((key: keyof ListingListUrl, value: string) => setUrl({ [key]: value, page: '1' }), [setUrl]);

  return (
    <div className="page">
      <div className="page-header">
        <h1 className="page-title">Listing</h1>
        {GUARDS.listingCreate(subject) && (
          <Link href="/listing/create" className="p-button p-component">
            <i className="pi pi-plus p-button-icon p-button-icon-left" aria-hidden="true" />
            <span className="p-button-label">Create Listing</span>
          </Link>
        )}
      </div>
      <section className="card">
        <ListingFilters values={url} onChange={onFilter} officeOptions={office.kind === 'choice' ? office.options : null} hasOfficeSearch={office.kind === 'search'} />
        <ListingTable
          query={query}
          exportRequest={{ path: listingsApiPrefix(isHQ), query: { ...params, includeData: LIST_INCLUDE_DATA } }}
          page={parsePage(url.page)}
          limit={parseLimit(url.limit)}
          sort={params.sort}
          canEdit={canEdit}
          onPage={(page, limit) => setUrl({ page: String(page), limit: String(limit) }, { push: true })}
          onSort={(sort) => setUrl({ sort, page: '1' })}
        />
      </section>
    </div>
  );
}
