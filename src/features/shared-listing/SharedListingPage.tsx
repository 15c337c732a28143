import { useState, type CSSProperties, type ReactNode } from 'react';
import { useParams } from 'wouter';
import { LISTING_SHARED_CODE_PATTERN, type SharedListing, type SharingAgent } from '../../../domain/entities/listing-masking';
import { errorMessage } from '../../../domain/errors';
import { initials } from '../../../domain/format';
import { listingPrice, listingSpecificationRows, SELL_OR_RENT_LABELS } from '../../../domain/listing';
import { SHARED_LINK_REFUSAL_MESSAGES, sharedLinkGoneMessage } from '../../../domain/masking';
import { ApiError } from '../../api/http';
import { useSharedListing } from '../../api/masking/get-shared-listing';
import { ImagePlaceholder } from '../../ui/ImagePlaceholder';
import { QueryError, QueryPending } from '../../ui/QueryState';
import { SafeHtml } from '../../ui/SafeHtml';

// The page stands alone (no shell, no app stylesheet of its own): a few layout rules inline.
const PAGE: CSSProperties = { maxWidth: '72rem', margin: '0 auto', padding: '1.5rem', display: 'grid', gap: '1.5rem' };
const COLUMNS: CSSProperties = { display: 'grid', gap: '1.5rem', gridTemplateColumns: 'repeat(auto-fit, minmax(18rem, 1fr))', alignItems: 'start' };
const PHOTO: CSSProperties = { width: '100%', maxHeight: '28rem', objectFit: 'cover', borderRadius: 10 };
const THUMB: CSSProperties = { width: 72, height: 54, objectFit: 'cover', borderRadius: 6 };

type Listing = SharedListing['listing'];

function Gallery({ listing }: { listing: Listing }) {
  const [index, setIndex] = useState(0);
  const photos = listing.photos;
  if (photos.length === 0) {
    return (
      <section aria-label="Photos">
        <ImagePlaceholder label="No photo" style={{ ...PHOTO, height: '16rem' }} />
      </section>
    );
  }
  const current = photos[Math.min(index, photos.length - 1)];
  return (
    <section aria-label="Photos">
      <img src={current?.url} alt={`${listing.title}, photo ${index + 1} of ${photos.length}`} style={PHOTO} />
      {photos.length > 1 && (
        <ul style={{ display: 'flex', gap: '0.5rem', listStyle: 'none', padding: 0, flexWrap: 'wrap' }}>
          {photos.map((p, i) => (
            <li key={`${p.url}-${i}`}>
              <button type="button" className="link-button" aria-pressed={i === index} aria-label={`Show photo ${i + 1}`} onClick={() => setIndex(i)}>
                <img src={p.url} alt="" style={THUMB} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Card({ title, children }: { title: string; children: ReactNode }) {
  const id = `shared-${title.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <section className="card" aria-labelledby={id}>
      <h2 id={id} className="card-title">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The sharing agent's contact: the only contact a shared listing shows (§2 masking). */
function AgentCard({ agent }: { agent: SharingAgent }) {
  const name = agent.nickName || agent.name;
  return (
    <Card title="Contact Agent">
      <div style={{ display: 'flex', gap: '0.75rem', alignItems: 'center' }}>
        {agent.profilePic ? (
          <img src={agent.profilePic} alt="" style={{ width: 56, height: 56, borderRadius: '50%', objectFit: 'cover' }} />
        ) : (
          <span aria-hidden="true" className="profile-button__avatar">
            {initials(agent.name)}
          </span>
        )}
        <div>
          <strong>{name}</strong>
          {agent.officeName && <div>{agent.officeName}</div>}
        </div>
      </div>
      <ul style={{ listStyle: 'none', padding: 0, display: 'grid', gap: '0.5rem' }}>
        {agent.phone && (
          <li>
            <i className="pi pi-phone" aria-hidden="true" /> <a href={`tel:${agent.phone.replace(/[^\d+]/g, '')}`}>{agent.phone}</a>
          </li>
        )}
        {agent.email && (
          <li>
            <i className="pi pi-envelope" aria-hidden="true" /> <a href={`mailto:${agent.email}`}>{agent.email}</a>
          </li>
        )}
      </ul>
    </Card>
  );
}

function SharedListingView({ shared }: { shared: SharedListing }) {
  const l = shared.listing;
  const place = [l.city, l.province, l.country].filter(Boolean).join(', ');
  return (
    <>
      <header>
        <p>{l.listingCode} · {SELL_OR_RENT_LABELS[l.sellOrRent]}</p>
        <h1 className="page-title">{l.title}</h1>
        <p style={{ fontSize: '1.4rem', fontWeight: 600 }}>{listingPrice(l)}</p>
        {place && <p>{place}</p>}
      </header>
      <Gallery listing={l} />
      <div style={COLUMNS}>
        <div style={{ display: 'grid', gap: '1.5rem' }}>
          <Card title="Specifications">
            <dl className="field-list">
              {listingSpecificationRows(l).map(([label, value]) => (
                <div key={label} className="field-list__row">
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          </Card>
          <Card title="Description">
            <SafeHtml html={l.description} />
            {l.videoUrl.map((url, i) => (
              <p key={url}>
                <a href={url} target="_blank" rel="noopener noreferrer">
                  Video {i + 1}
                </a>
              </p>
            ))}
          </Card>
        </div>
        <AgentCard agent={shared.agent} />
      </div>
    </>
  );
}

const isGone = (error: unknown) => error instanceof ApiError && error.status === 404;

function SharedListingContent({ code }: { code: string }) {
  const query = useSharedListing(code);
  if (query.isPending) return <QueryPending label="Loading listing" />;
  if (query.isError) {
    if (!isGone(query.error)) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
    return <p role="alert">{sharedLinkGoneMessage(errorMessage(query.error))}</p>;
  }
  return <SharedListingView shared={query.data} />;
}

/** /shared/{listingSharedCode}: the public page a masked listing's copied link opens, without the shell. */
export default function SharedListingPage() {
  const { listingSharedCode = '' } = useParams<{ listingSharedCode: string }>();
  // A code that cannot be one is not looked up: it can only be a broken or made-up link.
  const isWellFormed = LISTING_SHARED_CODE_PATTERN.test(listingSharedCode);
  return (
    <main style={PAGE}>
      {isWellFormed ? <SharedListingContent code={listingSharedCode} /> : <p role="alert">{SHARED_LINK_REFUSAL_MESSAGES.unavailable}</p>}
    </main>
  );
}
