/**
 * The master data lists (issue 19, achievement and career): the list widget
 * with status tabs kept in the URL, Create and Edit in a dialog with the
 * form's and the server's refusals at their fields, Publish and Unpublish in
 * a click.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MASTER_DATA_MESSAGES as M, type MasterAchievement, type MasterCareer } from '../../../domain/master-data';
import { MESSAGES } from '../../../domain/messages';
import { json, list, mockApi, ok } from '../support/api';
import { renderApp } from '../support/render';
import { fakeSession } from '../support/session';

const at = '2026-11-20T03:00:00.000Z';
const gold: MasterAchievement = { masterAchievementId: 'a1', name: 'Gold', minClosings: 15, minCommission: 400_000_000, description: null, status: 'PUBLISH', createdAt: at, updatedAt: at };
const rookie: MasterAchievement = { ...gold, masterAchievementId: 'a2', name: 'Rookie Star', minClosings: 1, minCommission: 10_000_000, status: 'UNPUBLISH' };
const senior: MasterCareer = { masterCareerId: 'c1', level: 3, position: 'Senior Agent', description: 'Ten closings or more.', status: 'PUBLISH', createdAt: at, updatedAt: at };
const toast = (text: string) => screen.findByText(text, { selector: '.p-toast-summary' });

describe('master data lists', () => {
  it('lists achievements, filters by the status tab in the URL, and unpublishes one in a click', async () => {
    const api = mockApi({
      'GET notifications': list([]),
      'GET master-achievements': (call) => list(call.query.get('filterStatus') === 'UNPUBLISH' ? [rookie] : [rookie, gold]),
      'PATCH master-achievements/a1': ok({ ...gold, status: 'UNPUBLISH' }),
    });
    renderApp('/master-data-achievement', { session: fakeSession(['admin']) });
    const table = await screen.findByRole('table', { name: 'Master Data Achievement' });
    expect(await within(table).findByText('Gold')).toBeInTheDocument();
    expect(within(table).getByText('Rp 400.000.000')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'Unpublish' }));
    expect(window.location.search).toBe('?activeTab=UNPUBLISH');
    await within(table).findByText('Rookie Star');
    expect(within(table).queryByText('Gold')).not.toBeInTheDocument();
    expect(api.callsTo('GET', 'master-achievements').at(-1)!.query.get('filterStatus')).toBe('UNPUBLISH');

    await userEvent.click(screen.getByRole('link', { name: 'All' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Unpublish Gold' }));
    expect(await toast(M.unpublished('Gold'))).toBeInTheDocument();
    expect(api.callsTo('PATCH', 'master-achievements/a1').map((c) => c.body)).toEqual([{ status: 'UNPUBLISH' }]);
  });

  it("creates a career level: the form refuses an empty position, the server a level taken, each at its field", async () => {
    const api = mockApi({
      'GET notifications': list([]),
      'GET master-careers': list([senior]),
      'POST master-careers': (call) =>
        (call.body as { level: number }).level === 3
          ? json(400, { code: 'err_validation', message: 'Invalid request.', fields: { level: M.careerLevelTaken } })
          : { status: 201, body: { payload: { ...senior, masterCareerId: 'c9', level: 6, position: 'Area Leader' } } },
    });
    renderApp('/master-data-career', { session: fakeSession(['admin']) });
    await screen.findByText('Senior Agent');
    await userEvent.click(screen.getByRole('button', { name: 'Create Career Level' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Career Level' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(MESSAGES.required('Position'))).toBeInTheDocument();
    expect(api.callsTo('POST', 'master-careers')).toHaveLength(0);

    const level = within(dialog).getByLabelText('Level');
    await userEvent.clear(level);
    await userEvent.type(level, '3');
    await userEvent.type(within(dialog).getByLabelText('Position'), 'Area Leader');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(M.careerLevelTaken)).toBeInTheDocument();

    await userEvent.clear(level);
    await userEvent.type(level, '6');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await toast(M.created('Area Leader'))).toBeInTheDocument();
    expect(api.callsTo('POST', 'master-careers').at(-1)!.body).toEqual({ level: 6, position: 'Area Leader', description: null, status: 'PUBLISH' });
  });
});
