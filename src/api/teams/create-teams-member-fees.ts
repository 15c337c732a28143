import { envelope } from '../../../domain/entities/common';
import { teamsMemberFee, type CreateTeamsMemberFeesBody, type TeamsMemberFee } from '../../../domain/fees';
import { http } from '../http';

const answer = envelope(teamsMemberFee);

/** POST teams-member-fees: a member's first fees; after a transfer it completes the transfer in one server transaction. */
export async function createTeamsMemberFees(body: CreateTeamsMemberFeesBody): Promise<TeamsMemberFee> {
  const res = await http.post('teams-member-fees', body, { schema: answer });
  return res.payload;
}
