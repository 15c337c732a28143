/** Transfer team member (§2, §4, §5, §8): statuses, the body, the form's rules and refusals. */
import { describe, expect, it } from 'vitest';
import {
  EMPTY_TRANSFER_FORM,
  TRANSFER_HISTORY_STATUS,
  TRANSFER_MEMBER_STATUSES,
  TRANSFER_MESSAGES,
  TRANSFER_TIMINGS,
  canSubmitTransfer,
  createTransferMemberTeamBody,
  groupMember,
  transferMemberOf,
  onOriginGroupChanged,
  toGroupOptions,
  transferBody,
  transferMemberStatusTag,
  transferMemberTeam,
  transferRefusal,
  type TransferForm,
} from '../../domain/transfer';

const member = { groupMemberId: 'gm-1', userId: 'u-1' };
const full: TransferForm = { originGroupId: 'g-a', member, toGroupId: 'g-b' };

describe('transfer statuses (§4)', () => {
  it.each([
    ['WAITING', 'Waiting Transfer', 'warning'],
    ['TRANSFERED', 'Done', 'green'],
    ['CANCELED', 'Canceled', 'red'],
  ] as const)('%s shows %s', (status, label, color) => {
    expect(transferMemberStatusTag(status)).toEqual({ label, color });
  });

  it('are exactly the three of §4, history shows the done ones', () => {
    expect(TRANSFER_MEMBER_STATUSES).toEqual(['WAITING', 'TRANSFERED', 'CANCELED']);
    expect(TRANSFER_TIMINGS).toEqual(['SCHEDULED', 'IMMEDIATELY']);
    expect(TRANSFER_HISTORY_STATUS).toBe('TRANSFERED');
  });
});

describe('messages (§8), word for word', () => {
  it('reads them', () => {
    expect(TRANSFER_MESSAGES.selectMemberFirst).toBe('Please select a member first.');
    expect(TRANSFER_MESSAGES.userAlreadyInGroup('Team Alpha')).toBe('User already exists in group Team Alpha');
    expect(TRANSFER_MESSAGES.transferCreated).toBe('Transfer created!');
  });
});

describe('the form (§5)', () => {
  it('a new from group clears member and to group; the same one keeps them', () => {
    expect(onOriginGroupChanged(full, 'g-c')).toEqual({ originGroupId: 'g-c', member: null, toGroupId: null });
    expect(onOriginGroupChanged(full, 'g-a')).toBe(full);
    expect(onOriginGroupChanged(full, null)).toEqual(EMPTY_TRANSFER_FORM);
  });

  it('the to-group list excludes the from group', () => {
    const groups = [{ groupId: 'g-a' }, { groupId: 'g-b' }, { groupId: 'g-c' }];
    expect(toGroupOptions(groups, 'g-a')).toEqual([{ groupId: 'g-b' }, { groupId: 'g-c' }]);
    expect(toGroupOptions(groups, null)).toEqual(groups);
  });

  it.each([
    [EMPTY_TRANSFER_FORM, false],
    [{ ...full, originGroupId: null }, false],
    [{ ...full, member: null }, false],
    [{ ...full, toGroupId: null }, false],
    [full, true],
  ])('Transfer Now enabled for %j: %s', (form, enabled) => {
    expect(canSubmitTransfer(form)).toBe(enabled);
    expect(transferBody(form) !== null).toBe(enabled);
  });

  it('refuses without a member, or a user already active in the target group', () => {
    expect(transferRefusal({ ...full, member: null }, { groupName: 'Team B' }, [])).toBe('Please select a member first.');
    expect(transferRefusal(full, { groupName: 'Team B' }, ['u-9', 'u-1'])).toBe('User already exists in group Team B');
    expect(transferRefusal(full, { groupName: 'Team B' }, ['u-9'])).toBeNull();
  });

  it('a complete form is the body of §7', () => {
    const body = transferBody(full);
    expect(body).toEqual({ originGroupId: 'g-a', originGroupMemberId: 'gm-1', toGroupId: 'g-b', userId: 'u-1' });
    expect(createTransferMemberTeamBody.parse(body)).toEqual(body);
  });
});

describe('POST transfer-member-teams body (§7)', () => {
  const body = { originGroupId: 'g-a', originGroupMemberId: 'gm-1', toGroupId: 'g-b', userId: 'u-1' };
  const messages = (input: unknown) => createTransferMemberTeamBody.safeParse(input).error?.issues.map((i) => [i.path.join('.'), i.message]);

  it('every field required, a missing member asks for one', () => {
    expect(messages({})).toEqual([
      ['originGroupId', 'From Group is required.'],
      ['originGroupMemberId', 'Please select a member first.'],
      ['toGroupId', 'To Group is required.'],
      ['userId', 'Please select a member first.'],
    ]);
    expect(messages({ ...body, toGroupId: '  ' })).toEqual([['toGroupId', 'To Group is required.']]);
  });

  it('refuses a transfer into the same group and unknown fields', () => {
    expect(messages({ ...body, toGroupId: 'g-a' })).toEqual([['toGroupId', 'To Group must differ from From Group.']]);
    expect(createTransferMemberTeamBody.safeParse({ ...body, status: 'TRANSFERED' }).success).toBe(false);
  });
});

describe('transfer record (§3)', () => {
  it('parses a record as the list and detail show it', () => {
    const record = {
      transferMemberId: 't-1',
      originGroup: { groupName: 'Team A' },
      toGroup: { groupName: 'Team B' },
      originGroupMember: { employee: { employeeCode: 'AG-001' } },
      toGroupMember: { groupMemberId: 'gm-2' },
      toGroupMemberId: 'gm-2',
      user: { nickName: 'Budi' },
      status: 'TRANSFERED',
      createdAt: '2026-11-25T03:00:00.000Z',
      createdByUserMeta: { name: 'Admin HQ' },
    };
    expect(transferMemberTeam.parse(record)).toEqual(record);
    expect(transferMemberTeam.safeParse({ ...record, status: 'DONE' }).success).toBe(false);
  });
});

describe('group members (§3)', () => {
  it('a member with fees parses, and becomes the picker\'s choice', () => {
    const member = groupMember.parse({
      groupMemberId: 'gm-1',
      user: { userId: 'u-1', name: 'Budi Santoso', nickName: 'Budi' },
      employee: { employeeId: 'e-1', employeeCode: 'AG-001' },
      profile: { firstPhoneNumber: '0812' },
      teamsMemberFees: [{ teamsMemberFeeId: 'tmf-1', groupMemberId: 'gm-1', userId: 'u-1', employeeId: 'e-1' }],
    });
    expect(transferMemberOf(member)).toEqual({ groupMemberId: 'gm-1', userId: 'u-1' });
    expect(transferMemberOf({ groupMemberId: 'gm-2', user: null })).toBeNull();
  });
});
