import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Birthday } from '../../../domain/entities/employee';
import { MESSAGES } from '../../../domain/messages';
import { json, list, mockApi } from '../support/api';
import { renderApp } from '../support/render';
import { fakeSession } from '../support/session';

const birthdays: Birthday[] = [
  { userId: 'u1', name: 'Budi Santoso', nickName: 'Budi', birthDate: '1988-11-24', profilePic: null, officeName: 'Office Kemang' },
  { userId: 'u2', name: 'Sari Wulandari', nickName: null, birthDate: '1992-11-27', profilePic: null, officeName: null },
];

const section = () => screen.getByRole('region', { name: 'Birthdays This Week' });

describe('dashboard', () => {
  it("greets the user by nickname and lists this week's birthdays: name, office, DD MMM", async () => {
    mockApi({ 'GET employees/birthdays': list(birthdays), 'GET notifications': list([]) });
    renderApp('/dashboard', { session: fakeSession(['agent']) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Hello, Dewi' })).toBeInTheDocument();
    expect(section()).toHaveAttribute('id', 'birthday-list');
    const rows = await within(section()).findAllByRole('row');
    expect(rows.slice(1).map((r) => within(r).getAllByRole('cell').map((c) => c.textContent))).toEqual([
      ['Budi Santoso', 'Office Kemang', '24 Nov'],
      ['Sari Wulandari', '-', '27 Nov'],
    ]);
  });

  it("says 'No Records Found' when nobody has a birthday this week", async () => {
    mockApi({ 'GET employees/birthdays': list([]), 'GET notifications': list([]) });
    renderApp('/dashboard', { session: fakeSession(['agent']) });
    expect(await within(await screen.findByRole('region', { name: 'Birthdays This Week' })).findByText(MESSAGES.noRecords)).toBeInTheDocument();
  });

  it('shows the error when the list cannot load', async () => {
    mockApi({ 'GET employees/birthdays': json(503, { code: 'err_internal', message: 'down' }), 'GET notifications': list([]) });
    renderApp('/dashboard', { session: fakeSession(['agent']) });
    expect(await within(await screen.findByRole('region', { name: 'Birthdays This Week' })).findByRole('alert')).toHaveTextContent(
      MESSAGES.serverUnavailable,
    );
  });

  it('scrolls the birthday list into view when the URL says #birthday-list', async () => {
    mockApi({ 'GET employees/birthdays': list(birthdays), 'GET notifications': list([]) });
    renderApp('/dashboard#birthday-list', { session: fakeSession(['agent']) });
    await screen.findByRole('region', { name: 'Birthdays This Week' });
    await waitFor(() => expect(section().scrollIntoView).toHaveBeenCalled());
    expect(section()).toHaveFocus();
  });
});
