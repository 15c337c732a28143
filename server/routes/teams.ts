/**
 * Teams, their members, transfers of team members and member fees (§7 "Fees
 * and teams", issue 16). Thin: schemas from domain/, the work in services.
 * Who may call is the API's one hook (domain/api-access.ts); which office's
 * records they reach is the team policy (domain/team-policy.ts), applied by
 * the services: another office's record is not found.
 */
import { envelope } from '../../domain/entities/common';
import {
  addGroupMemberBody,
  createGroupBody,
  groupDetail,
  groupIdParams,
  groupListItem,
  groupMemberIdParams,
  groupMembersQuery,
  groupsQuery,
  masterFeeRate,
  patchGroupBody,
  saveTeamsMemberFeeItemsBody,
  savedTeamsMemberFee,
  teamsMemberFeeItemIdParams,
  teamsMemberFeeItemsQuery,
  transferMemberIdParams,
  transferMemberTeamsQuery,
} from '../../domain/entities/team';
import { createTeamsMemberFeeItemBody, createTeamsMemberFeesBody, masterFeeParams, teamsMemberFee, teamsMemberFeeItem, updateMasterFeeBody } from '../../domain/fees';
import { FEE_ITEM_COLUMNS, GROUP_COLUMNS, GROUP_MEMBER_COLUMNS, MASTER_FEE_COLUMNS, TRANSFER_MEMBER_COLUMNS } from '../../domain/lists/teams';
import { createTransferMemberTeamBody, groupMember, transferMemberTeam } from '../../domain/transfer';
import { listRoute } from '../http/list-route';
import { callerOf, typed, type ApiPlugin } from '../http/types';
import { addGroupMember, listGroupMembers, removeGroupMember } from '../services/group-members';
import { createGroup, getGroup, listGroups, patchGroup } from '../services/groups';
import { createFeeItem, createTeamsMemberFees, deleteFeeItem, listFeeItems, listMasterFees, saveFeeItems, updateMasterFee } from '../services/member-fees';
import { cancelTransfer, createTransfer, getTransfer, listTransfers } from '../services/transfers';

const groupAnswer = envelope(groupDetail);
const memberAnswer = envelope(groupMember);
const transferAnswer = envelope(transferMemberTeam);
const feeItemAnswer = envelope(teamsMemberFeeItem);

export const teamRoutes: ApiPlugin = async (fastify) => {
  const app = typed(fastify);
  const { services } = fastify;
  const { db } = services;

  // Teams
  listRoute(fastify, {
    url: '/groups',
    querystring: groupsQuery,
    item: groupListItem,
    columns: GROUP_COLUMNS,
    screen: 'teams',
    read: (request, q) => listGroups(db, callerOf(request), q),
  });
  app.post('/groups', { schema: { body: createGroupBody, response: { 201: groupAnswer } } }, async (request, reply) => {
    reply.code(201);
    return { payload: await createGroup(db, callerOf(request), request.body, services.now()) };
  });
  app.get('/groups/:groupId', { schema: { params: groupIdParams, response: { 200: groupAnswer } } }, async (request) => ({
    payload: await getGroup(db, callerOf(request), request.params.groupId),
  }));
  app.patch('/groups/:groupId', { schema: { params: groupIdParams, body: patchGroupBody, response: { 200: groupAnswer } } }, async (request) => ({
    payload: await patchGroup(db, callerOf(request), request.params.groupId, request.body, services.now()),
  }));

  // Members
  listRoute(fastify, {
    url: '/group-members',
    querystring: groupMembersQuery,
    item: groupMember,
    columns: GROUP_MEMBER_COLUMNS,
    screen: 'team-members',
    read: (request, q) => listGroupMembers(db, callerOf(request), q),
  });
  app.post('/group-members', { schema: { body: addGroupMemberBody, response: { 201: memberAnswer } } }, async (request, reply) => {
    reply.code(201);
    return { payload: await addGroupMember(db, callerOf(request), request.body, services.now()) };
  });
  app.delete('/group-members/:groupMemberId', { schema: { params: groupMemberIdParams, response: { 200: memberAnswer } } }, async (request) => ({
    payload: await removeGroupMember(db, callerOf(request), request.params.groupMemberId, services.now()),
  }));

  // Transfers
  listRoute(fastify, {
    url: '/transfer-member-teams',
    querystring: transferMemberTeamsQuery,
    item: transferMemberTeam,
    columns: TRANSFER_MEMBER_COLUMNS,
    screen: 'transfer-team-members',
    read: (request, q) => listTransfers(db, callerOf(request), q),
  });
  app.get('/transfer-member-teams/:transferMemberId', { schema: { params: transferMemberIdParams, response: { 200: transferAnswer } } }, async (request) => ({
    payload: await getTransfer(db, callerOf(request), request.params.transferMemberId),
  }));
  app.post('/transfer-member-teams', { schema: { body: createTransferMemberTeamBody, response: { 201: transferAnswer } } }, async (request, reply) => {
    reply.code(201);
    return { payload: await createTransfer(db, callerOf(request), request.body, services.now()) };
  });
  app.post(
    '/transfer-member-teams/:transferMemberId/cancel',
    { schema: { params: transferMemberIdParams, response: { 200: transferAnswer } } },
    async (request) => ({ payload: await cancelTransfer(db, callerOf(request), request.params.transferMemberId, services.now()) }),
  );

  // Member fees
  app.post('/teams-member-fees', { schema: { body: createTeamsMemberFeesBody, response: { 201: envelope(teamsMemberFee) } } }, async (request, reply) => {
    reply.code(201);
    return { payload: await createTeamsMemberFees(db, callerOf(request), request.body, services.now()) };
  });
  listRoute(fastify, {
    url: '/teams-member-fee-items',
    querystring: teamsMemberFeeItemsQuery,
    item: teamsMemberFeeItem,
    columns: FEE_ITEM_COLUMNS,
    screen: 'member-fees',
    read: (request, q) => listFeeItems(db, callerOf(request), q),
  });
  app.post('/teams-member-fee-items', { schema: { body: createTeamsMemberFeeItemBody, response: { 201: feeItemAnswer } } }, async (request, reply) => {
    reply.code(201);
    return { payload: await createFeeItem(db, callerOf(request), request.body, services.now()) };
  });
  app.post('/teams-member-fee-items/save', { schema: { body: saveTeamsMemberFeeItemsBody, response: { 200: envelope(savedTeamsMemberFee) } } }, async (request) => ({
    payload: await saveFeeItems(db, callerOf(request), request.body, services.now()),
  }));
  app.delete(
    '/teams-member-fee-items/:teamsMemberFeeItemId',
    { schema: { params: teamsMemberFeeItemIdParams, response: { 200: feeItemAnswer } } },
    async (request) => ({ payload: await deleteFeeItem(db, callerOf(request), request.params.teamsMemberFeeItemId, services.now()) }),
  );

  app.patch('/master-fees/:feeCode', { schema: { params: masterFeeParams, body: updateMasterFeeBody, response: { 200: envelope(masterFeeRate) } } }, async (request) => ({
    payload: await updateMasterFee(db, callerOf(request), request.params.feeCode, request.body, services.now()),
  }));
  listRoute(fastify, {
    url: '/master-fees',
    item: masterFeeRate,
    columns: MASTER_FEE_COLUMNS,
    screen: 'master-fees',
    isWhole: true,
    read: () => listMasterFees(db),
  });
};
