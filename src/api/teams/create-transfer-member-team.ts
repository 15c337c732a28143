import { envelope } from '../../../domain/entities/common';
import { transferMemberTeam, type CreateTransferMemberTeamBody } from '../../../domain/transfer';
import { http } from '../http';

const answer = envelope(transferMemberTeam.pick({ transferMemberId: true, toGroupMemberId: true }));

/**
 * POST transfer-member-teams: a WAITING transfer and the member's 'waiting'
 * place in the to group (toGroupMemberId), where its fees go next. The
 * machine calls it (the transfer flow); the host refreshes the lists.
 */
export async function createTransferMemberTeam(body: CreateTransferMemberTeamBody) {
  const res = await http.post('transfer-member-teams', body, { schema: answer });
  return res.payload;
}
