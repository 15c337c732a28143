import { Link } from 'wouter';
import {
  INCLUDE_MASKING_HISTORY_DATA,
  MASKING_HISTORY_PAGE_SIZE,
  type ListingMaskingHistory,
  type MaskingType,
} from '../../../domain/entities/listing-masking';
import { listingStatusTag, type TagColor } from '../../../domain/listing';
import { MASKING_HISTORY_COLUMNS } from '../../../domain/lists/listings';
import { maskingHistoryScope, maskingHistoryTitle } from '../../../domain/masking';
import { useMaskingHistories } from '../../api/masking/get-masking-histories';
import { useCurrentSession } from '../../app/session-context';
import { sharedColumns } from '../../ui/list-table-columns';
import { ListTable } from '../../ui/ListTable';
import { StatusTag } from '../../ui/StatusTag';
import { useUrlQuery } from '../../ui/use-url-query';
import { historyFilters, HISTORY_URL_DEFAULTS } from './history-query';
import { HistoryFilters } from './HistoryFilters';
import { sessionOfficeFilter } from './masker';
import { maskingDetailPath } from './paths';

/** Our colours: the spec gives none for the masking type. */
const TYPE_COLORS: Record<MaskingType, TagColor> = { LINK: 'blue', PDF: 'volcano' };

function ListingCell({ history }: { history: ListingMaskingHistory }) {
  return (
    <Link href={maskingDetailPath(history.listingId)}>
      <strong>{history.listing?.listingCode ?? history.listingId}</strong>
      {history.listing?.title && <div>{history.listing.title}</div>}
    </Link>
  );
}

const COLUMNS = sharedColumns<ListingMaskingHistory>(MASKING_HISTORY_COLUMNS, {
  maskingDate: { kind: 'date' },
  listing: { body: (h) => <ListingCell history={h} /> },
  type: { kind: 'status', body: (h) => <StatusTag label={h.type} color={TYPE_COLORS[h.type]} /> },
  maskingAgent: {},
  office: {},
  listingStatus: { kind: 'status', body: (h) => (h.listing ? <StatusTag {...listingStatusTag(h.listing.status)} /> : '-') },
});

/** The history's request as its query hook sends it (src/api/masking/get-masking-histories.ts): the export asks the same. */
const HISTORY_REQUEST = { limit: MASKING_HISTORY_PAGE_SIZE, sort: 'maskingDate:DESC', includeData: INCLUDE_MASKING_HISTORY_DATA.join(',') };

/** §2's history tab: 10 a page, every filter of §7, 'My Masking History' for agents. */
export function MaskingHistoryTab() {
  const session = useCurrentSession();
  const [values, set] = useUrlQuery(HISTORY_URL_DEFAULTS);
  const filters = historyFilters(values, new Date());
  const query = useMaskingHistories(filters);
  const page = Math.max(1, Number.parseInt(values.page, 10) || 1);
  // An agent sees only their own masking (§6): agent filters would say nothing to them.
  const isOwnOnly = maskingHistoryScope({ roles: session.roles, userId: session.user.userId, officeIds: [] }).kind === 'user';

  return (
    <section aria-labelledby="masking-history-title" className="page">
      <h2 id="masking-history-title" className="card-title">
        {maskingHistoryTitle(session)}
      </h2>
      <HistoryFilters
        values={values}
        onChange={(patch) => set({ ...patch, page: '1' })}
        officeFilter={sessionOfficeFilter(session)}
        showAgentFilters={!isOwnOnly}
      />
      <ListTable
        label="Masking history"
        query={query}
        dataKey="listingMaskingHistoryId"
        columns={COLUMNS}
        page={page}
        limit={MASKING_HISTORY_PAGE_SIZE}
        pageSizes={null}
        onPage={(next) => set({ page: String(next) })}
        exportRequest={{ path: 'listing-masking-histories', query: { ...HISTORY_REQUEST, ...filters } }}
      />
    </section>
  );
}
