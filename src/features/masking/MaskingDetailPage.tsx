import type { ReactNode } from 'react';
import { Link, useParams } from 'wouter';
import type { Listing } from '../../../domain/entities/listing';
import { formatDate } from '../../../domain/format';
import {
  listingAgentEmail,
  listingSpecificationRows,
  LISTING_TYPE_LABELS,
  listingPrice,
  listingStatusTag,
  SELL_OR_RENT_LABELS,
} from '../../../domain/listing';
import { useMaskingListing } from '../../api/masking/get-masking-listing';
import { useCurrentSession } from '../../app/session-context';
import { QueryError, QueryPending } from '../../ui/QueryState';
import { StatusTag } from '../../ui/StatusTag';
import { SafeHtml } from '../../ui/SafeHtml';

type Row = [label: string, value: ReactNode];

const orDash = (v: string | number | null | undefined): string => (v === null || v === undefined || v === '' ? '-' : String(v));

const agentEmail = (profile: Listing['profile']): string => orDash(listingAgentEmail(profile));

function Section({ title, rows, children }: { title: string; rows: Row[]; children?: ReactNode }) {
  const id = `section-${title.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <section className="card" aria-labelledby={id}>
      <h2 id={id} className="card-title">
        {title}
      </h2>
      <dl className="field-list">
        {rows.map(([label, value]) => (
          <div key={label} className="field-list__row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {children}
    </section>
  );
}

const agentRows = (l: Listing): Row[] => [
  ['Agent', orDash(l.user?.nickName)],
  ['Phone', orDash(l.profile?.firstPhoneNumber)],
  ['Email', agentEmail(l.profile)],
  ['Office', orDash(l.office?.officeName)],
];

const listingRows = (l: Listing): Row[] => [
  ['Listing Code', l.listingCode],
  ['Title', l.title],
  ['Status', <StatusTag key="status" {...listingStatusTag(l.status)} />],
  ['Sell or Rent', SELL_OR_RENT_LABELS[l.sellOrRent]],
  ['Listing Type', LISTING_TYPE_LABELS[l.listingType]],
  ['Price', listingPrice(l)],
  ['Location', orDash([l.city, l.province, l.country].filter(Boolean).join(', '))],
  ['Portals', orDash((l.portalListing ?? []).map((p) => p.portalAgent?.portal.portalName).filter(Boolean).join(', '))],
  ['Renewals', String(l.listingRenewHistory?.length ?? 0)],
  ['Transfers', String(l.listingTransferHistory?.length ?? 0)],
  ['Closed', l.closingId ? 'Yes' : 'No'],
  ['Views', String(l.viewCount)],
  ['Shares', String(l.shareCount)],
  ['Created', formatDate(l.createdAt)],
];

const specificationRows = (l: Listing): Row[] => listingSpecificationRows(l);

function Detail({ listing }: { listing: Listing }) {
  return (
    <>
      <Section title="Agent Information" rows={agentRows(listing)} />
      <Section title="Listing Information" rows={listingRows(listing)}>
        <h3>Description</h3>
        <SafeHtml html={listing.description} />
      </Section>
      <Section title="Specifications" rows={specificationRows(listing)} />
    </>
  );
}

/** /masking/{listingId} (§2): the listing read-only, with the includeData of §7. */
export default function MaskingDetailPage() {
  const { listingId = '' } = useParams<{ listingId: string }>();
  const session = useCurrentSession();
  const query = useMaskingListing(session.isHQ, listingId);
  return (
    <div className="page">
      <div className="page-header">
        <h1 className="page-title">Detail Masking Listing</h1>
        <Link href="/masking">
          <i className="pi pi-arrow-left" aria-hidden="true" /> Back to Masking
        </Link>
      </div>
      {query.isPending ? (
        <QueryPending label="Loading listing" />
      ) : query.isError ? (
        <QueryError error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <Detail listing={query.data} />
      )}
    </div>
  );
}
