import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { useState } from 'react';
import { formatDate } from '../../../domain/format';
import { SELL_OR_RENT_LABELS } from '../../../domain/listing';
import { useNotWatermark, type NotWatermarkListing } from '../../api/listings/get-not-watermark';
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
} from './listing-table';
import { PhotoWatermarkModal } from './PhotoWatermarkModal';

const NO_FILTERS = {};

function NotWatermarkTable({ onView }: { onView: (listing: NotWatermarkListing) => void }) {
  const list = useListUrlState(NO_FILTERS);
  const query = useNotWatermark({ limit: list.limit, offset: list.offset, search: list.search });

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
        pt={{ table: { 'aria-label': 'Listings with photos not watermarked' } }}
      >
        <Column header="Listing Code" body={(l: NotWatermarkListing) => <ListingCodeCell listing={l} />} {...columnKind('code')} />
        <Column header="Title" field="title" />
        <Column header="Office" body={officeNameOf} />
        <Column header="Agent" body={agentNickNameOf} />
        <Column header="Photos Without Watermark" field="unflaggedPhotoCount" />
        <Column header="Posting Date" body={(l: NotWatermarkListing) => formatDate(l.createdAt)} {...columnKind('date')} />
        <Column header="Sell / Rent" body={(l: NotWatermarkListing) => SELL_OR_RENT_LABELS[l.sellOrRent]} />
        <Column header="Status" body={(l: NotWatermarkListing) => <ListingStatusCell listing={l} />} {...columnKind('status')} />
        <Column
          header="Action"
          body={(l: NotWatermarkListing) => (
            <Button type="button" label="View" size="small" outlined aria-label={`View photos of ${l.listingCode}`} onClick={() => onView(l)} />
          )}
        />
      </DataTable>
    );
  })();

  return (
    <section className="card">
      <div className="page-header">
        <SearchBox label="Search listings" value={list.values.search} onSearch={(search) => list.setFilters({ search })} />
      </div>
      {table}
    </section>
  );
}

/** /listing-not-watermark (§2): listings whose photos still lack a watermark flag, and the photo modal to flag them. */
export default function NotWatermarkPage() {
  const [viewing, setViewing] = useState<NotWatermarkListing | null>(null);
  return (
    <div className="page">
      <h1 className="page-title">Listing No Watermark</h1>
      <NotWatermarkTable onView={setViewing} />
      {viewing && <PhotoWatermarkModal key={viewing.listingId} listing={viewing} onHide={() => setViewing(null)} />}
    </div>
  );
}
