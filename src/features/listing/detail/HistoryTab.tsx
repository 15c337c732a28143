import type { ReactNode } from 'react';
import type { Listing } from '../../../../domain/entities/listing';
import { formatDate } from '../../../../domain/format';
import { EmptyState } from '../../../ui/QueryState';
import { orDash } from './FieldList';

const date = (iso: string | null) => (iso ? formatDate(iso) : '-');

function HistoryTable({ caption, headers, rows }: { caption: string; headers: string[]; rows: { key: string; cells: ReactNode[] }[] }) {
  if (rows.length === 0) return <EmptyState />;
  return (
    <table className="simple-table">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr>
          {headers.map((h) => (
            <th key={h} scope="col">
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.key}>
            {r.cells.map((c, i) => (
              <td key={headers[i]}>{c}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Renewals and transfers of the listing, newest as the server orders them. */
export function HistoryTab({ listing }: { listing: Listing }) {
  const renewals = (listing.listingRenewHistory ?? []).map((h) => ({
    key: h.listingRenewHistoryId,
    cells: [date(h.createdAt), date(h.previousExpiredAt), date(h.expiredAt)],
  }));
  const transfers = (listing.listingTransferHistory ?? []).map((h) => ({
    key: h.listingTransferHistoryId,
    cells: [date(h.createdAt), orDash(h.fromEmployeeId), orDash(h.toEmployeeId)],
  }));
  return (
    <>
      <section className="card" aria-labelledby="listing-renew-title">
        <h2 id="listing-renew-title" className="card-title">
          Renew
        </h2>
        <HistoryTable caption="Renew history" headers={['Renewed on', 'Previous expiry', 'New expiry']} rows={renewals} />
      </section>
      <section className="card" aria-labelledby="listing-transfer-title">
        <h2 id="listing-transfer-title" className="card-title">
          Transfer
        </h2>
        <HistoryTable caption="Transfer history" headers={['Transferred on', 'From employee', 'To employee']} rows={transfers} />
      </section>
    </>
  );
}
