import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'wouter';
import { describe, expect, it } from 'vitest';
import { TAG_COLOR_HEX } from '../../../domain/listing';
import TeamDetailPage from '../../../src/features/teams/TeamDetailPage';
import { list, mockApi, ok } from '../support/api';
import { renderWithProviders } from '../support/render';
import { fakeSession } from '../support/session';
import { fakeFeeItem, fakeGroupDetail, fakeMember, optionsOf, pickOption } from './fixtures';

const hexToRgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

const SAVED = [
  fakeFeeItem('item-1'),
  fakeFeeItem('item-2', { feeFor: 'OFFICE', type: 'amount', frequency: 'monthly', value: 1_500_000, startAt: '2020-01-01', endAt: '2020-12-31', nextChargeAt: '2020-02-01' }),
];
const WITH_FEES = fakeMember(7, {
  teamsMemberFees: [{ teamsMemberFeeId: 'fee-1', groupMemberId: 'gm-7', userId: 'user-7', employeeId: 'emp-7', teamsMemberFeeItems: SAVED }],
});

function openTeam(routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    'GET groups/group-1': ok(fakeGroupDetail([WITH_FEES])),
    'GET teams-member-fee-items': list(SAVED),
    'POST teams-member-fee-items/save': ok({ teamsMemberFeeId: 'fee-1', groupMemberId: 'gm-7', userId: 'user-7', employeeId: 'emp-7' }),
    ...routes,
  });
  window.history.replaceState(null, '', '/teams/group-1');
  renderWithProviders(<Route path="/teams/:groupId" component={TeamDetailPage} />, { session: fakeSession(['admin_office']) });
  return api;
}

async function openUpdateFee() {
  await userEvent.click(await screen.findByRole('button', { name: 'Update Fee of Nick 7' }));
  const dialog = await screen.findByRole('dialog', { name: 'Update Fee' });
  await within(dialog).findByRole('table', { name: 'Fees' });
  return dialog;
}

const rowTexts = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((r) => [...r.querySelectorAll('td')].map((c) => c.textContent?.trim()));

async function addFee(fields: { feeFor: string; type: string; value: string; frequency: string; start: string; end?: string }) {
  await userEvent.click(screen.getByRole('button', { name: 'Add Fee' }));
  await screen.findByRole('dialog', { name: 'Add Fee' });
  await pickOption('Fees', fields.feeFor);
  await pickOption('Type Fee', fields.type);
  await userEvent.type(screen.getByLabelText('Value'), fields.value);
  await pickOption('Frequency', fields.frequency);
  await userEvent.type(screen.getByLabelText('Start Date'), fields.start);
  if (fields.end) await userEvent.type(screen.getByLabelText('End Date'), fields.end);
  await userEvent.click(within(screen.getByRole('dialog', { name: 'Add Fee' })).getByRole('button', { name: 'Add' }));
}

describe("the 'Add Member/Update Fee/Detail Fees' modal", () => {
  it('lists the saved fees: value as percent or Rp, frequency, next charge, the range red when today is outside it', async () => {
    const api = openTeam();
    const dialog = await openUpdateFee();
    const table = within(dialog).getByRole('table', { name: 'Fees' });
    expect(rowTexts(table)).toEqual([
      ['Agent', 'Percentage', '9.99%', 'Per Transaction', '-', '01 Jan 2026 – ∞', ''],
      ['Office', 'Amount', 'Rp 1.500.000', 'Monthly', '01 Feb 2020', '01 Jan 2020 – 31 Dec 2020', ''],
    ]);
    // Green while today lies in the range (the first is open-ended from 2026), red once it has ended.
    const tagOf = (text: string) => within(table).getByText(text).closest('.p-tag') as HTMLElement;
    expect(tagOf('01 Jan 2026 – ∞').style.background).toBe(hexToRgb(TAG_COLOR_HEX.green));
    expect(tagOf('01 Jan 2020 – 31 Dec 2020').style.background).toBe(hexToRgb(TAG_COLOR_HEX.red));
    expect(within(dialog).getAllByText('Keep end date empty to make fee infinity').length).toBeGreaterThan(0);
    expect(api.callsTo('GET', 'teams-member-fee-items')[0]?.query.get('filterTeamsMemberFeeId')).toBe('fee-1');
  });

  it('adds a fee and removes a saved one, then saves both in one request and closes', async () => {
    const api = openTeam();
    const dialog = await openUpdateFee();
    await addFee({ feeFor: 'Office', type: 'Amount', value: '250.000', frequency: 'Quarterly', start: '2026-04-01' });
    const table = within(dialog).getByRole('table', { name: 'Fees' });
    expect(rowTexts(table)[2]?.slice(0, 5)).toEqual(['Office', 'Amount', 'Rp 250.000', 'Quarterly', '01 Jul 2026']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove Office Rp 1.500.000' }));
    expect(rowTexts(table)).toHaveLength(2);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Update Fee' })).not.toBeInTheDocument());
    expect(api.callsTo('POST', 'teams-member-fee-items/save').map((c) => c.body)).toEqual([
      {
        teamsMemberFeeId: 'fee-1',
        create: [
          {
            teamsMemberFeeId: 'fee-1',
            position: 'bottom',
            type: 'amount',
            frequency: 'quarterly',
            feeFor: 'OFFICE',
            value: 250_000,
            nextChargeAt: '2026-07-01',
            startAt: '2026-04-01',
            endAt: null,
            status: 'PUBLISH',
          },
        ],
        remove: ['item-2'],
      },
    ]);
  });

  it("changing the type clears value and frequency, and offers only that type's frequencies", async () => {
    openTeam();
    await openUpdateFee();
    await userEvent.click(screen.getByRole('button', { name: 'Add Fee' }));
    await screen.findByRole('dialog', { name: 'Add Fee' });
    await pickOption('Type Fee', 'Amount');
    await userEvent.type(screen.getByLabelText('Value'), '1000');
    await pickOption('Frequency', 'Monthly');
    await pickOption('Type Fee', 'Percentage');
    expect(screen.getByLabelText('Value')).toHaveValue('');
    expect(screen.getByLabelText('Frequency').closest('.p-dropdown')).toHaveTextContent('Select frequency');
    expect(await optionsOf('Frequency')).toEqual(['Per Transaction']);
  });

  it("says what the Add Fee form misses, in the domain's words", async () => {
    openTeam();
    await openUpdateFee();
    await userEvent.click(screen.getByRole('button', { name: 'Add Fee' }));
    const sub = await screen.findByRole('dialog', { name: 'Add Fee' });
    await userEvent.click(within(sub).getByRole('button', { name: 'Add' }));
    expect(await within(sub).findByText('Fees is required.')).toBeInTheDocument();
    expect(within(sub).getByText('Type Fee is required.')).toBeInTheDocument();
    expect(within(sub).getByText('Start Date is required.')).toBeInTheDocument();
    expect(screen.getByLabelText('Start Date')).toHaveAttribute('aria-invalid', 'true');
  });

  it("refuses to save an empty list: 'Fee can't be empty!', nothing sent", async () => {
    const api = openTeam();
    const dialog = await openUpdateFee();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove Agent 9.99%' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove Office Rp 1.500.000' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent("Fee can't be empty!");
    expect(api.callsTo('POST', 'teams-member-fee-items/save')).toHaveLength(0);
  });

  it('Detail Fees shows the fees read only', async () => {
    openTeam();
    await userEvent.click(await screen.findByRole('button', { name: 'Detail Fees of Nick 7' }));
    const dialog = await screen.findByRole('dialog', { name: 'Detail Fees' });
    await within(dialog).findByRole('table', { name: 'Fees' });
    expect(within(dialog).queryByRole('button', { name: 'Add Fee' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });
});
