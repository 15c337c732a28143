import { envelope } from '../../../domain/entities/common';
import { savedTeamsMemberFee, type SaveTeamsMemberFeeItemsBody } from '../../../domain/entities/team';
import { http } from '../http';

const answer = envelope(savedTeamsMemberFee);

/** POST teams-member-fee-items/save: the edit's new fees and removed ones in one transaction (§4). */
export async function saveTeamsMemberFeeItems(body: SaveTeamsMemberFeeItemsBody) {
  const res = await http.post('teams-member-fee-items/save', body, { schema: answer });
  return res.payload;
}
