/**
 * /master-data-fee (issue 19): the fee codes with their rates on the list
 * widget; a rate is edited in a dialog, refused at the field when it is not a
 * rate (the form's own rule, then the server's), saved as the percent typed.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MASTER_FEE_MESSAGES as M, MASTER_FEES } from '../../../domain/fees';
import { json, list, mockApi, ok } from '../support/api';
import { renderApp } from '../support/render';
import { fakeSession } from '../support/session';

const toast = (text: string) => screen.findByText(text, { selector: '.p-toast-summary' });

describe('fee master', () => {
  it('lists the fee codes with their rates and saves a new rate as the percent typed', async () => {
    let royalty = 0.01;
    const api = mockApi({
      'GET notifications': list([]),
      'GET master-fees': () => list(MASTER_FEES.map((m) => (m.feeCode === 'royalty' ? { ...m, value: royalty } : m))),
      'PATCH master-fees/royalty': (call) => {
        royalty = (call.body as { ratePercent: number }).ratePercent / 100;
        return ok({ feeCode: 'royalty', type: 'percentage', value: royalty });
      },
    });
    renderApp('/master-data-fee', { session: fakeSession(['admin']) });
    const table = await screen.findByRole('table', { name: 'Fee rates' });
    const row = (name: string) => within(table).getAllByRole('row').find((r) => within(r).queryByText(name, { exact: true }))!;
    await within(table).findByText('Royalty', { exact: true });
    expect(row('Royalty')).toHaveTextContent('1%');
    expect(row('Agent development fee (PKP)')).toHaveTextContent('9.99%');

    await userEvent.click(within(row('Royalty')).getByRole('button', { name: 'Edit rate of Royalty' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Rate: Royalty' });
    const rate = within(dialog).getByLabelText(M.rateLabel);
    await userEvent.clear(rate);
    await userEvent.type(rate, '0');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Rate' }));
    expect(await within(dialog).findByText(M.rateMin)).toBeInTheDocument();
    expect(api.callsTo('PATCH', 'master-fees/royalty')).toHaveLength(0);

    await userEvent.clear(rate);
    await userEvent.type(rate, '1.5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Rate' }));
    expect(await toast(M.updated('royalty'))).toBeInTheDocument();
    expect(api.callsTo('PATCH', 'master-fees/royalty').map((c) => c.body)).toEqual([{ ratePercent: 1.5 }]);
    expect(await within(table).findByText('1.5%')).toBeInTheDocument();
  });

  it("shows the server's refusal at the rate", async () => {
    mockApi({
      'GET notifications': list([]),
      'GET master-fees': list([...MASTER_FEES]),
      'PATCH master-fees/ssdf': json(400, { code: 'err_validation', message: 'Invalid request.', fields: { ratePercent: M.rateMax } }),
    });
    renderApp('/master-data-fee', { session: fakeSession(['admin']) });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit rate of SSDF' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Rate: SSDF' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Rate' }));
    expect(await within(dialog).findByText(M.rateMax)).toBeInTheDocument();
  });
});
