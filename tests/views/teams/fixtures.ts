import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GroupDetail, GroupListItem } from '../../../domain/entities/team';
import type { TeamsMemberFeeItem } from '../../../domain/fees';
import type { GroupMember } from '../../../domain/transfer';

export function fakeGroup(index: number, overrides: Partial<GroupListItem> = {}): GroupListItem {
  return {
    groupId: `group-${index}`,
    groupName: `Team ${index}`,
    officeId: 'office-0',
    office: { officeId: 'office-0', officeName: 'Office 1' },
    leader: { employeeId: `emp-lead-${index}`, userId: `user-lead-${index}`, name: `Leader ${index}`, nickName: null, employeeCode: `L-${index}` },
    memberCount: 3,
    createdAt: '2026-03-01T03:00:00.000Z',
    ...overrides,
  };
}

export function fakeFeeItem(id: string, overrides: Partial<TeamsMemberFeeItem> = {}): TeamsMemberFeeItem {
  return {
    teamsMemberFeeItemId: id,
    teamsMemberFeeId: 'fee-1',
    position: 'bottom',
    type: 'percentage',
    frequency: 'per_transaction',
    feeFor: 'AGENT',
    value: 0.0999,
    nextChargeAt: null,
    startAt: '2026-01-01',
    endAt: null,
    status: 'PUBLISH',
    ...overrides,
  };
}

export function fakeMember(index: number, overrides: Partial<GroupMember> = {}): GroupMember {
  return {
    groupMemberId: `gm-${index}`,
    groupId: 'group-1',
    user: { userId: `user-${index}`, name: `Member ${index}`, nickName: `Nick ${index}` },
    employee: { employeeId: `emp-${index}`, employeeCode: `E-${index}` },
    teamsMemberFees: [],
    ...overrides,
  };
}

export function fakeGroupDetail(members: GroupMember[]): GroupDetail {
  return { ...fakeGroup(1), memberCount: members.length, members };
}

/** Opens a PrimeReact dropdown by its label and picks an option. */
export async function pickOption(label: string, option: string) {
  screen.getByLabelText(label, { selector: 'input' }).focus();
  await userEvent.keyboard('{Enter}');
  const listbox = await screen.findByRole('listbox', { hidden: true });
  await userEvent.click(within(listbox).getByRole('option', { name: option, hidden: true }));
}

export async function optionsOf(label: string): Promise<string[]> {
  screen.getByLabelText(label, { selector: 'input' }).focus();
  await userEvent.keyboard('{Enter}');
  const listbox = await screen.findByRole('listbox', { hidden: true });
  const options = within(listbox)
    .queryAllByRole('option', { hidden: true })
    .map((o) => o.textContent ?? '');
  await userEvent.keyboard('{Escape}');
  return options;
}

export const toast = (text: string) => screen.findByText(text, { selector: '.p-toast-summary' });
