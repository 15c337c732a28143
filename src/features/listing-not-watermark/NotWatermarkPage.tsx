import { Button } from 'primereact/button';
import { useState } from 'react';
import { NOT_WATERMARK_COLUMNS, type NotWatermarkListItem } from '../../../domain/lists/listings';
import { useNotWatermark } from '../../api/listings/get-not-watermark';
import { ListingCodeCell, ListingStatusCell } from '../../ui/ListingCells';
import { screenColumn, sharedColumns } from '../../ui/list-table-columns';
import { ListTable } from '../../ui/ListTable';
import { SearchBox } from '../../ui/SearchBox';
import { useListUrlState } from '../../ui/use-list-url-state';
import { PhotoWatermarkModal } from './PhotoWatermarkModal';

const NO_FILTERS = {};

function notWatermarkColumns(onView: (listing: NotWatermarkListItem) => void) {
  return [
    ...sharedColumns<NotWatermarkListItem>(NOT_WATERMARK_COLUMNS, {
      listingCode: { kind: 'code', body: (l) => <ListingCodeCell listing={l} /> },
      title: {},
      office: {},
      agent: {},
      unflaggedPhotoCount: {},
      createdAt: { kind: 'date' },
      sellOrRent: {},
      status: { kind: 'status', body: (l) => <ListingStatusCell listing={l} /> },
    }),
    screenColumn<NotWatermarkListItem>('action', 'Action', (l) => (
      <Button type="button" label="View" size="small" outlined aria-label={`View photos of ${l.listingCode}`} onClick={() => onView(l)} />
    )),
  ];
}

function NotWatermarkTable({ onView }: { onView: (listing: NotWatermarkListItem) => void }) {
  const list = useListUrlState(NO_FILTERS);
  const params = { limit: list.limit, offset: list.offset, search: list.search };
  const query = useNotWatermark(params);
  return (
    <section className="card">
      <div className="page-header">
        <SearchBox label="Search listings" value={list.values.search} onSearch={(search) => list.setFilters({ search })} />
      </div>
      <ListTable
        label="Listings with photos not watermarked"
        query={query}
        dataKey="listingId"
        columns={notWatermarkColumns(onView)}
        page={list.page}
        limit={list.limit}
        onPage={list.onPage}
        exportRequest={{ path: 'listings/not-watermark', query: params }}
        pendingLabel="Loading listings"
      />
    </section>
  );
}

/** /listing-not-watermark (§2): listings whose photos still lack a watermark flag, and the photo modal to flag them. */
export default function NotWatermarkPage() {
  const [viewing, setViewing] = useState<NotWatermarkListItem | null>(null);
  return (
    <div className="page">
      <h1 className="page-title">Listing No Watermark</h1>
      <NotWatermarkTable onView={setViewing} />
      {viewing && <PhotoWatermarkModal key={viewing.listingId} listing={viewing} onHide={() => setViewing(null)} />}
    </div>
  );
}
