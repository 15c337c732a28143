import type { CSSProperties } from 'react';
import { useParams } from 'wouter';
import { LISTING_SHARED_CODE_PATTERN } from '../../../domain/entities/listing-masking';
import { errorMessage } from '../../../domain/errors';
import { formatDate } from '../../../domain/format';
import { listingPrice, SELL_OR_RENT_LABELS } from '../../../domain/listing';
import { sharedListingPath } from '../../../domain/masking';
import { MY_LIST_MESSAGES, sharedListGoneMessage, type SharedList } from '../../../domain/my-list';
import { ApiError } from '../../api/http';
import { useSharedList } from '../../api/my-lists/my-lists';
import { QueryError, QueryPending } from '../../ui/QueryState';

// The page stands alone (no shell), as the shared listing's page: a few layout rules inline.
const PAGE: CSSProperties = { maxWidth: '60rem', margin: '0 auto', padding: '1.5rem', display: 'grid', gap: '1.5rem' };
const GRID: CSSProperties = { display: 'grid', gap: '1rem', gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))', listStyle: 'none', padding: 0, margin: 0 };

function SharedListView({ list }: { list: SharedList }) {
  return (
    <>
      <header>
        <h1 className="page-title">{list.name}</h1>
        <p>
          {list.items.length === 1 ? '1 listing' : `${list.items.length} listings`} · shared {formatDate(list.sharedAt)}
        </p>
      </header>
      <ul aria-label="Listings" style={GRID}>
        {list.items.map((item) =>
          item.isAvailable ? (
            <li key={item.position} className="card" style={{ display: 'grid', gap: '0.5rem' }}>
              <h2 className="card-title" style={{ margin: 0 }}>
                {item.title}
              </h2>
              <p style={{ margin: 0, fontSize: '1.15rem', fontWeight: 600 }}>{listingPrice(item)}</p>
              <p style={{ margin: 0 }}>
                {SELL_OR_RENT_LABELS[item.sellOrRent]}
                {item.city ? ` · ${item.city}` : ''}
              </p>
              <a href={sharedListingPath(item.listingSharedCode)} aria-label={`View ${item.title}`}>
                View listing
              </a>
            </li>
          ) : (
            <li key={item.position} className="card">
              <p style={{ margin: 0 }}>{item.message}</p>
            </li>
          ),
        )}
      </ul>
    </>
  );
}

const isGone = (error: unknown) => error instanceof ApiError && error.status === 404;

function SharedListContent({ code }: { code: string }) {
  const query = useSharedList(code);
  if (query.isPending) return <QueryPending label="Loading list" />;
  if (query.isError) {
    if (!isGone(query.error)) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
    return <p role="alert">{sharedListGoneMessage(errorMessage(query.error))}</p>;
  }
  return <SharedListView list={query.data} />;
}

/** /shared-list/{sharedCode}: the public page a shared list's copied link opens, without the shell: each listing with its masked link. */
export default function SharedMyListPage() {
  const { sharedCode = '' } = useParams<{ sharedCode: string }>();
  // A code that cannot be one is not looked up: it can only be a broken or made-up link.
  const isWellFormed = LISTING_SHARED_CODE_PATTERN.test(sharedCode);
  return <main style={PAGE}>{isWellFormed ? <SharedListContent code={sharedCode} /> : <p role="alert">{MY_LIST_MESSAGES.sharedListUnavailable}</p>}</main>;
}
