import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { list, mockApi, ok } from '../support/api';
import { renderApp } from '../support/render';
import { fakeSession, fakeUser } from '../support/session';

describe('profile view', () => {
  it("shows the user's fields and their employee records with office, role and status", async () => {
    mockApi({ 'GET users/me': ok(fakeUser()), 'GET notifications': list([]) });
    renderApp('/profile', { session: fakeSession(['franchise_owner', 'agent']) });
    const personal = await screen.findByRole('region', { name: 'Personal data' });
    const value = (label: string) => within(personal).getByText(label).nextElementSibling?.textContent;
    expect(await within(personal).findByText('Dewi Lestari')).toBeInTheDocument();
    expect(value('Email')).toBe('dewi@demo.test');
    expect(value('Birth date')).toBe('17 May 1990');
    expect(value('Middle name')).toBe('-');

    const records = screen.getByRole('region', { name: 'Employee records' });
    const rows = within(records).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell').map((c) => c.textContent))).toEqual([
      ['Office 1', 'Franchise Owner', '-', 'Active'],
      ['Office 2', 'Agent', '-', 'Active'],
    ]);
    expect(screen.getByRole('link', { name: 'Edit Profile' })).toHaveAttribute('href', '/profile/edit/0');
  });
});
