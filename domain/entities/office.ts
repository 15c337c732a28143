/**
 * The office list item of §3 (officeId, officeName, officeCode) and the office
 * search of §7 (GET offices?filterApprovalStatus=APPROVED&search&limit=20):
 * what the office pickers of the listing and masking filters read. The full
 * office entity and its screens come with the office issue.
 */
import { z } from 'zod';
import { id, listQuery } from './common';

export const OFFICE_APPROVAL_STATUSES = ['DRAFT', 'WAITING_APPROVAL', 'APPROVED', 'REJECTED'] as const;

/** Office and location searches ask for 20 (§9). */
export const OFFICE_SEARCH_LIMIT = 20;

export const officeListItem = z.object({
  officeId: z.string(),
  officeName: z.string(),
  officeCode: z.string().nullable(),
});
export type OfficeListItem = z.infer<typeof officeListItem>;

export const officesQuery = z
  .object({
    search: listQuery.shape.search,
    filterApprovalStatus: z.enum(OFFICE_APPROVAL_STATUSES).optional(),
    /** One office by id: how a picker shows the name of the office its URL names. */
    filterOfficeId: id.optional(),
    limit: z.coerce.number().int().min(1).max(100).default(OFFICE_SEARCH_LIMIT),
    offset: listQuery.shape.offset,
  })
  .strict();
export type OfficesQuery = z.infer<typeof officesQuery>;
