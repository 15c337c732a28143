import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useState } from 'react';
import { Link } from 'wouter';
import { CLIENT_MESSAGES, type Client, type ClientShare } from '../../../domain/client';
import { DEFAULT_PDF_LANGUAGE } from '../../../domain/entities/listing-masking';
import { formatDate } from '../../../domain/format';
import { listingPrice, listingStatusTag } from '../../../domain/listing';
import { MASKING_MESSAGES, pdfFileName, SHARED_LINK_REFUSAL_MESSAGES, SHARED_LINK_STATUSES, sharedListingPath } from '../../../domain/masking';
import { MESSAGES } from '../../../domain/messages';
import { useShareWithClient } from '../../api/clients/clients';
import { getListingPdf } from '../../api/masking/pdf';
import { FieldError } from '../../ui/FieldError';
import { ListingPicker, type PickedListing } from '../../ui/ListingPicker';
import { saveFile } from '../../ui/save-file';
import { applyServerErrors, oneMessage } from '../../ui/server-errors';
import { StatusTag } from '../../ui/StatusTag';
import { absoluteUrl, copyToClipboard } from '../../ui/copy-link';
import { showToast } from '../../ui/toast';

const copy = (url: string) => copyToClipboard(url, CLIENT_MESSAGES.linkCopied);

function MaskedLink({ share }: { share: ClientShare }) {
  if (share.refusal) return <span>{SHARED_LINK_REFUSAL_MESSAGES[share.refusal]}</span>;
  const url = absoluteUrl(sharedListingPath(share.listingSharedCode));
  const name = share.listing?.title ?? 'listing';
  return (
    <div style={{ display: 'flex', gap: '0.5rem', alignItems: 'center', flexWrap: 'wrap' }}>
      <input className="p-inputtext" readOnly value={url} aria-label={`masked link of ${name}`} style={{ flex: '1 1 16rem', minWidth: 0 }} onFocus={(e) => e.currentTarget.select()} />
      <Button type="button" icon="pi pi-copy" label="Copy" outlined aria-label={`Copy masked link of ${name}`} onClick={() => copy(url)} />
    </div>
  );
}

/** The masked PDF, as the masking page gives it: the sharing agent's own, of a listing they masked. */
function PdfButton({ share }: { share: ClientShare }) {
  const [isLoading, setIsLoading] = useState(false);
  const l = share.listing;
  if (!share.isPdfAvailable || !l) return <span className="text-muted">-</span>;
  const download = () => {
    setIsLoading(true);
    void getListingPdf(share.listingId, { lang: DEFAULT_PDF_LANGUAGE, listingCode: l.listingCode, employeeId: share.employeeId })
      .then((blob) => {
        saveFile(blob, pdfFileName(l.title));
        showToast({ severity: 'success', summary: MASKING_MESSAGES.pdfDownloaded });
      })
      .catch((error: unknown) => showToast({ severity: 'error', summary: error instanceof Error ? error.message : String(error) }))
      .finally(() => setIsLoading(false));
  };
  return <Button type="button" icon="pi pi-file-pdf" label="PDF" outlined loading={isLoading} aria-label={`Download PDF of ${l.title}`} onClick={download} />;
}

export function SharesTable({ client }: { client: Client }) {
  const shares = client.shares ?? [];
  return (
    <section className="card" aria-labelledby="client-shares-title" style={{ marginTop: '1rem' }}>
      <h2 id="client-shares-title" className="card-title">
        Shared Listings
      </h2>
      {shares.length === 0 ? (
        <p>No listing shared with this client yet.</p>
      ) : (
        <div style={{ overflowX: 'auto' }}>
          <table aria-label="Listings shared with the client" style={{ width: '100%' }}>
            <thead>
              <tr>
                <th scope="col" style={{ textAlign: 'left' }}>Listing</th>
                <th scope="col" style={{ textAlign: 'left' }}>Price</th>
                <th scope="col" style={{ textAlign: 'left' }}>Status</th>
                <th scope="col" style={{ textAlign: 'left' }}>Shared</th>
                <th scope="col" style={{ textAlign: 'left' }}>Masked Link</th>
                <th scope="col" style={{ textAlign: 'left' }}>PDF</th>
              </tr>
            </thead>
            <tbody>
              {shares.map((s) => (
                <tr key={s.clientShareId}>
                  <td>
                    {s.listing ? (
                      <>
                        <Link href={`/listing/${s.listingId}/information`}>{s.listing.title}</Link> <span className="text-muted" style={{ whiteSpace: 'nowrap' }}>({s.listing.listingCode})</span>
                      </>
                    ) : (
                      'Listing no longer available'
                    )}
                  </td>
                  <td>{s.listing ? listingPrice(s.listing) : '-'}</td>
                  <td>{s.listing ? <StatusTag {...listingStatusTag(s.listing.status)} /> : '-'}</td>
                  <td>{formatDate(s.createdAt)}</td>
                  <td style={{ minWidth: '18rem' }}>
                    <MaskedLink share={s} />
                  </td>
                  <td>
                    <PdfButton share={s} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** 'Share a Listing': pick one the agent sees; the server masks it where it must, shares it by link and records it on the client. */
export function ShareListingDialog({ client, isHQ, onHide }: { client: Client; isHQ: boolean; onHide: () => void }) {
  const share = useShareWithClient(client.clientId);
  const [picked, setPicked] = useState<PickedListing | null>(null);
  const [error, setError] = useState<string | undefined>();
  const submit = () => {
    if (!picked) return setError(MESSAGES.required('Listing'));
    void share.mutateAsync({ listingId: picked.listingId }).then(
      () => {
        showToast({ severity: 'success', summary: CLIENT_MESSAGES.shared });
        onHide();
      },
      (failure: unknown) => applyServerErrors(failure, oneMessage((m) => setError(m)), { fields: ['listingId'], idOf: () => 'client-share-listing' }),
    );
  };
  const footer = (
    <>
      <Button type="button" label="Cancel" outlined onClick={onHide} disabled={share.isPending} />
      <Button type="button" icon="pi pi-share-alt" label="Share" loading={share.isPending} onClick={submit} />
    </>
  );
  return (
    <Dialog header="Share a Listing" visible onHide={onHide} modal footer={footer} style={{ width: 'min(560px, 95vw)' }}>
      <p style={{ marginTop: 0 }}>The listing goes to {client.name} as your masked link: your name and contact, never its agent's.</p>
      <label htmlFor="client-share-listing" className="field-label">
        Listing
      </label>
      <ListingPicker
        id="client-share-listing"
        isHQ={isHQ}
        chosen={[]}
        accept={(l) => (SHARED_LINK_STATUSES as readonly string[]).includes(l.status)}
        error={error}
        onPick={(l) => {
          setPicked(l);
          setError(undefined);
        }}
      />
      {picked && (
        <p role="status">
          Chosen: {picked.title} ({picked.listingCode})
        </p>
      )}
      <FieldError id="client-share-listing-error" message={error} />
    </Dialog>
  );
}
