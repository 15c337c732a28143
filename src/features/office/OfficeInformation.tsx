import type { ReactNode } from 'react';
import { allowSimilarListingLabel, type OfficeDetail } from '../../../domain/entities/office';
import { formatDateTime } from '../../../domain/format';
import { canSetSimilarListing, type OfficeCaller } from '../../../domain/office-policy';
import { approvalStatusTag } from '../../../domain/people-formats';
import { ROLE_LABELS } from '../../../domain/roles';
import { FieldList } from '../../ui/FieldList';
import { StatusTag } from '../../ui/StatusTag';
import { yesNo } from './office-display';

const orDash = (v: string | null | undefined) => (v ? v : '-');

/** Every Office field of §3, its approval, its owners, and — for admin-HQ-plus only — 'Allow Similar Listing'. */
export function OfficeInformation({ office, caller }: { office: OfficeDetail; caller: OfficeCaller }) {
  const rows: [string, ReactNode][] = [
    ['Logo', office.logo ? <img src={office.logo.fileUrl} alt={`${office.officeName} logo`} style={{ maxHeight: 64 }} /> : '-'],
    ['Office Name', office.officeName],
    ['Office Code', orDash(office.officeCode ?? office.tempOfficeCode)],
    ['First Phone Number', orDash(office.firstPhoneNumber)],
    ['Second Phone Number', orDash(office.secondPhoneNumber)],
    ['Email', orDash(office.email)],
    ['Address', orDash(office.address)],
    ['City', orDash(office.city)],
    ['Province', orDash(office.province)],
    ['Postal Code', orDash(office.postalCode)],
    ['Office PKP', yesNo(office.isOfficePkp)],
    ['Subdomain', orDash(office.subdomain)],
    ['Approval Status', <StatusTag key="status" {...approvalStatusTag(office.approvalStatus)} />],
  ];
  if (office.approval.reason) rows.push(['Reason', office.approval.reason]);
  if (office.approval.decidedAt) rows.push(['Decided', `${formatDateTime(office.approval.decidedAt)}${office.approval.decidedBy ? ` by ${office.approval.decidedBy.name}` : ''}`]);
  if (canSetSimilarListing(caller)) rows.push(['Allow Similar Listing', allowSimilarListingLabel(office.denyDuplicateListing)]);
  return (
    <>
      <section className="card" aria-label="Office information">
        <FieldList rows={rows} />
      </section>
      <section className="card" aria-labelledby="owners-title">
        <h2 id="owners-title" className="card-title">
          Owners
        </h2>
        {office.owners.length === 0 ? (
          <p>No owner yet.</p>
        ) : (
          <ul>
            {office.owners.map((o) => (
              <li key={o.employeeId}>
                {o.name} ({ROLE_LABELS[o.role]})
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
