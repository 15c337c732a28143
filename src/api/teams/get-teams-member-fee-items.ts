import { DROPDOWN_LIST_LIMIT, envelope, listPayload } from '../../../domain/entities/common';
import { teamsMemberFeeItem, type TeamsMemberFeeItem } from '../../../domain/fees';
import { http } from '../http';

const answer = envelope(listPayload(teamsMemberFeeItem));

/** GET teams-member-fee-items?filterTeamsMemberFeeId: a member's saved fees, every one. */
export async function getTeamsMemberFeeItems(teamsMemberFeeId: string, signal?: AbortSignal): Promise<TeamsMemberFeeItem[]> {
  const res = await http.get('teams-member-fee-items', {
    query: { filterTeamsMemberFeeId: teamsMemberFeeId, limit: DROPDOWN_LIST_LIMIT, offset: 0 },
    signal,
    schema: answer,
  });
  return res.payload.results;
}
