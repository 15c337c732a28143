import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { Link } from 'wouter';
import { MASKING_HISTORY_PAGE_SIZE, type ListingMaskingHistory, type MaskingType } from '../../../domain/entities/listing-masking';
import { formatDate } from '../../../domain/format';
import { listingStatusTag, type TagColor } from '../../../domain/listing';
import { maskingHistoryScope, maskingHistoryTitle } from '../../../domain/masking';
import { MESSAGES } from '../../../domain/messages';
import { useMaskingHistories } from '../../api/masking/get-masking-histories';
import { useCurrentSession } from '../../app/session-context';
import { columnKind } from '../../ui/list-columns';
import { QueryError, QueryPending } from '../../ui/QueryState';
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

const agentName = (h: ListingMaskingHistory) => h.user?.nickName || h.user?.name || '-';

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
      {/* The table waits for the first answer: with no count yet its paginator would fall back to page 1. */}
      {query.isPending ? (
        <QueryPending label="Loading" />
      ) : query.isError ? (
        <QueryError error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <DataTable
          value={query.data.results}
          dataKey="listingMaskingHistoryId"
          lazy
          loading={query.isFetching}
          paginator
          first={(page - 1) * MASKING_HISTORY_PAGE_SIZE}
          rows={MASKING_HISTORY_PAGE_SIZE}
          totalRecords={query.data.count}
          onPage={(e) => set({ page: String(Math.floor(e.first / e.rows) + 1) })}
          emptyMessage={MESSAGES.noRecords}
          pt={{ table: { 'aria-label': 'Masking history' } }}
        >
          <Column header="Masking Date" body={(h: ListingMaskingHistory) => formatDate(h.maskingDate)} {...columnKind('date')} />
          <Column header="Listing" body={(h: ListingMaskingHistory) => <ListingCell history={h} />} />
          <Column header="Type" body={(h: ListingMaskingHistory) => <StatusTag label={h.type} color={TYPE_COLORS[h.type]} />} {...columnKind('status')} />
          <Column header="Masking Agent" body={agentName} />
          <Column header="Office" body={(h: ListingMaskingHistory) => h.employee?.office?.officeName ?? '-'} />
          <Column
            header="Listing Status"
            body={(h: ListingMaskingHistory) => (h.listing ? <StatusTag {...listingStatusTag(h.listing.status)} /> : '-')}
            {...columnKind('status')}
          />
        </DataTable>
      )}
    </section>
  );
}
