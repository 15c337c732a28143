import { useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { InputText } from 'primereact/inputtext';
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../../../domain/entities/common';
import { listingPrice, listingsApiPrefix, listingStatusTag } from '../../../domain/listing';
import { LISTING_COLUMNS, type DataMaskingListItem } from '../../../domain/lists/listings';
import { dataMaskingParams, isAgent, maskRefusal, type Masker } from '../../../domain/masking';
import { useDataMaskingListings } from '../../api/masking/get-data-masking-listings';
import { useCurrentSession } from '../../app/session-context';
import { screenColumn, sharedColumns } from '../../ui/list-table-columns';
import { ListTable } from '../../ui/ListTable';
import { StatusTag } from '../../ui/StatusTag';
import { useDebouncedValue } from '../../ui/use-debounced-value';
import { useUrlQuery } from '../../ui/use-url-query';
import { maskerOf, sessionOfficeFilter } from './masker';
import { MaskingRowActions, toMaskingListing } from './MaskingRowActions';
import { OfficeFilterField } from '../../ui/OfficeFilterField';
import { maskingDetailPath } from './paths';
import { PdfDialog } from './PdfDialog';
import { useMaskingFlow, type MaskingActor } from './use-masking-flow';

const URL_DEFAULTS = { search: '', page: '1', limit: String(DEFAULT_PAGE_SIZE), office: '' };

function SelectCell({ listing, actor, masker }: { listing: DataMaskingListItem; actor: MaskingActor; masker: Masker }) {
  const isSelected = useSelector(actor, (s) => s.context.selected.includes(listing.listingId));
  // Only a listing this user may mask is selectable (the server's own rule, domain/masking.ts).
  if (maskRefusal(masker, listing) !== null) return null;
  const toggle = () =>
    actor.send(
      isSelected
        ? { type: 'masking.listingDeselected', listingId: listing.listingId }
        : { type: 'masking.listingSelected', listing: toMaskingListing(listing) },
    );
  return <Checkbox checked={isSelected} onChange={toggle} aria-label={`Select ${listing.listingCode}`} />;
}

function SearchField({ value, onSearch }: { value: string; onSearch: (search: string) => void }) {
  const [text, setText] = useState(value);
  const debounced = useDebouncedValue(text.trim());
  useEffect(() => {
    if (debounced !== value) onSearch(debounced);
    // Only a settled keystroke searches; the URL changing back (Back) must not re-send it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);
  return (
    <div className="field">
      <label htmlFor="data-masking-search">Search</label>
      <InputText id="data-masking-search" type="search" value={text} placeholder="Code or title" onChange={(e) => setText(e.target.value)} />
    </div>
  );
}

/** The rows show the listing's office and agent (as the list's own request asks). */
const INCLUDE_DATA = 'user,office';

/**
 * Only agents mask and share (§6): for anyone else the list has no selection
 * and no actions, as the server would refuse every one of them.
 */
function dataMaskingColumns(actor: MaskingActor, masker: Masker) {
  const mayMask = isAgent(masker.subject);
  return [
    ...(mayMask ? [screenColumn<DataMaskingListItem>('select', 'Select', (l) => <SelectCell listing={l} actor={actor} masker={masker} />)] : []),
    ...sharedColumns<DataMaskingListItem>(LISTING_COLUMNS, {
      listingCode: { kind: 'code', body: (l) => <Link href={maskingDetailPath(l.listingId)}>{l.listingCode}</Link> },
      title: {},
      office: {},
      agent: {},
      price: { kind: 'price', body: listingPrice },
      status: { kind: 'status', body: (l) => <StatusTag {...listingStatusTag(l.status)} /> },
    }),
    ...(mayMask ? [screenColumn<DataMaskingListItem>('actions', 'Actions', (l) => <MaskingRowActions listing={l} actor={actor} />, 'actions')] : []),
  ];
}

/** §2's Data Masking tab: listings in the masking statuses, multi-select of unmasked ones, mask and share. */
export function DataMaskingTab() {
  const session = useCurrentSession();
  const actor = useMaskingFlow();
  const [values, set] = useUrlQuery(URL_DEFAULTS);
  const limit = PAGE_SIZES.find((n) => String(n) === values.limit) ?? DEFAULT_PAGE_SIZE;
  const page = Math.max(1, Number.parseInt(values.page, 10) || 1);
  const userId = session.user.userId;
  const masker = maskerOf(session);
  const officeFilter = sessionOfficeFilter(session);
  const input = {
    isHQ: session.isHQ,
    userId,
    officeId: values.office || null,
    search: values.search || undefined,
    limit,
    offset: (page - 1) * limit,
  };
  const query = useDataMaskingListings(input);
  const selectedCount = useSelector(actor, (s) => s.context.selected.length);
  const isMasking = useSelector(actor, (s) => s.matches('maskingListings'));

  return (
    <section aria-labelledby="data-masking-title" className="page">
      <h2 id="data-masking-title" className="sr-only">
        Data Masking
      </h2>
      <div className="form-grid" style={{ alignItems: 'end' }}>
        <SearchField value={values.search} onSearch={(search) => set({ search, page: '1' })} />
        <OfficeFilterField id="data-masking-office" filter={officeFilter} value={values.office} onChange={(office) => set({ office, page: '1' })} />
        {isAgent(masker.subject) && (
          <div>
            <Button
              type="button"
              icon="pi pi-eye-slash"
              label={selectedCount > 0 ? `Mask Selected (${selectedCount})` : 'Mask Selected'}
              loading={isMasking}
              onClick={() => actor.send({ type: 'masking.multiMaskRequested' })}
            />
          </div>
        )}
      </div>
      {/* The table waits for the first answer: with no count yet its paginator would fall back to page 1. */}
      <ListTable
        label="Data Masking listings"
        query={query}
        dataKey="listingId"
        columns={dataMaskingColumns(actor, masker)}
        page={page}
        limit={limit}
        onPage={(next, nextLimit) => set({ page: String(next), limit: String(nextLimit) })}
        exportRequest={{ path: listingsApiPrefix(session.isHQ), query: { ...dataMaskingParams(input), includeData: INCLUDE_DATA } }}
      />
      <PdfDialog actor={actor} />
    </section>
  );
}
