import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'wouter';
import { describe, expect, it } from 'vitest';
import { AGENT_SETTINGS_MESSAGES, type AgentCard } from '../../../domain/agent-settings';
import SettingAgentPage from '../../../src/features/setting-agent/SettingAgentPage';
import { json, mockApi, ok } from '../support/api';
import { renderWithProviders } from '../support/render';
import { fakeSession } from '../support/session';

const JKS = { officeId: 'office-0', officeName: 'Genius Jakarta Selatan' };
const BDG = { officeId: 'office-1', officeName: 'Genius Bandung' };

const card = (i: number, over: Partial<AgentCard> = {}): AgentCard => ({
  employeeId: `emp-agent-${i}`,
  userId: `user-agent-${i}`,
  officeId: JKS.officeId,
  nickName: `Agen ${i}`,
  name: `Agen Nomor ${i}`,
  profilePic: null,
  listingCount: i,
  roles: ['agent'],
  allowSelfListing: true,
  commissionPercent: null,
  ...over,
});

const page = (cards: AgentCard[], count = cards.length) => ok({ results: cards, count, prev: null, next: null });
const TWELVE = Array.from({ length: 12 }, (_, i) => card(i + 1));

function openAt(path: string, roles: Parameters<typeof fakeSession>[0] = ['franchise_owner']) {
  window.history.replaceState(null, '', path);
  return renderWithProviders(<Route path="/setting-agent" component={SettingAgentPage} />, { session: fakeSession(roles) });
}

const toast = (text: string) => screen.findByText(text, { selector: '.p-toast-summary' });

describe('/setting-agent', () => {
  it("shows the caller's one office by name and its agents, 12 cards a page, with a paginator that keeps the page in the URL", async () => {
    const api = mockApi({
      'GET agent-settings/offices': ok([JKS]),
      'GET agent-settings': (call) => page(call.query.get('offset') === '12' ? [card(13, { roles: ['franchise_owner', 'agent'] })] : TWELVE, 13),
    });
    openAt('/setting-agent');
    const grid = await screen.findByRole('list', { name: 'Agents of Genius Jakarta Selatan' });
    expect(within(grid).getAllByRole('listitem')).toHaveLength(12);
    expect(screen.queryByLabelText('Office')).not.toBeInTheDocument();
    expect(screen.getByText(JKS.officeName)).toBeInTheDocument();
    const second = within(grid).getByRole('listitem', { name: 'Agen 2' });
    expect(within(second).getByText('2 Listings')).toBeInTheDocument();
    expect(within(second).getByText('Agent')).toBeInTheDocument();
    expect(within(second).getByText('A2')).toBeInTheDocument();
    expect(api.callsTo('GET', 'agent-settings')[0]?.query.get('limit')).toBe('12');
    expect(api.callsTo('GET', 'agent-settings')[0]?.query.get('filterOfficeId')).toBe(JKS.officeId);

    await userEvent.click(screen.getByRole('button', { name: 'Next Page' }));
    const next = await screen.findByRole('listitem', { name: 'Agen 13' });
    expect(within(next).getByText('Franchise Owner')).toBeInTheDocument();
    expect(within(next).getByText('+1')).toBeInTheDocument();
    expect(window.location.search).toContain('page=2');
    expect(api.callsTo('GET', 'agent-settings').at(-1)?.query.get('offset')).toBe('12');
  });

  it('offers an office dropdown to an owner of several offices, and searches from the URL', async () => {
    const api = mockApi({ 'GET agent-settings/offices': ok([BDG, JKS]), 'GET agent-settings': page([card(1, { officeId: BDG.officeId })]) });
    openAt(`/setting-agent?office=${BDG.officeId}&search=agen`, ['franchise_owner', 'franchise_owner']);
    await screen.findByRole('list', { name: 'Agents of Genius Bandung' });
    expect(screen.getByLabelText('Office')).toBeInTheDocument();
    const call = api.callsTo('GET', 'agent-settings')[0]!;
    expect(call.query.get('filterOfficeId')).toBe(BDG.officeId);
    expect(call.query.get('search')).toBe('agen');
    expect(screen.getByRole('searchbox', { name: 'Search agents by name' })).toHaveValue('agen');
  });

  it('says No Records Found for an office without agents, and shows an error with a retry', async () => {
    let isBroken = true;
    mockApi({
      'GET agent-settings/offices': ok([JKS]),
      'GET agent-settings': () => (isBroken ? json(500, { code: 'err_internal', message: 'Something went wrong.' }) : page([])),
    });
    openAt('/setting-agent');
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    isBroken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No Records Found')).toBeInTheDocument();
  });

  it("saves an agent's settings from the dialog, says 'Success update commission' and reloads the grid", async () => {
    let saved: AgentCard | null = null;
    const api = mockApi({
      'GET agent-settings/offices': ok([JKS]),
      'GET agent-settings': () => page(saved ? [saved] : [card(1)]),
      'PATCH agent-settings/emp-agent-1': (call) => {
        saved = card(1, call.body as Partial<AgentCard>);
        return ok(saved);
      },
    });
    openAt('/setting-agent');
    await userEvent.click(await screen.findByRole('button', { name: 'Settings of Agen 1' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Allow Self Listing' }));
    await userEvent.type(within(dialog).getByLabelText('Commission (%)'), '2.5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await toast(AGENT_SETTINGS_MESSAGES.updated)).toBeInTheDocument();
    expect(api.callsTo('PATCH', 'agent-settings/emp-agent-1')[0]?.body).toEqual({ allowSelfListing: false, commissionPercent: 2.5 });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const reloaded = await screen.findByText(/Commission: 2.5%/);
    expect(reloaded).toHaveTextContent('No self listing');
    expect(api.callsTo('GET', 'agent-settings').length).toBeGreaterThanOrEqual(2);
  });

  it("refuses a commission out of range before sending, and shows the server's refusal at its field", async () => {
    const api = mockApi({
      'GET agent-settings/offices': ok([JKS]),
      'GET agent-settings': page([card(1)]),
      'PATCH agent-settings/emp-agent-1': () =>
        json(400, { code: 'err_validation', message: AGENT_SETTINGS_MESSAGES.commissionDecimals, fields: { commissionPercent: AGENT_SETTINGS_MESSAGES.commissionDecimals } }),
    });
    openAt('/setting-agent');
    await userEvent.click(await screen.findByRole('button', { name: 'Settings of Agen 1' }));
    const dialog = await screen.findByRole('dialog');
    const input = within(dialog).getByLabelText('Commission (%)');
    await userEvent.type(input, '150');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(AGENT_SETTINGS_MESSAGES.commissionRange)).toBeInTheDocument();
    expect(api.callsTo('PATCH', 'agent-settings/emp-agent-1')).toHaveLength(0);

    await userEvent.clear(input);
    await userEvent.type(input, '5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(AGENT_SETTINGS_MESSAGES.commissionDecimals)).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it("shows no Settings on the caller's own agent card", async () => {
    mockApi({ 'GET agent-settings/offices': ok([JKS]), 'GET agent-settings': page([card(1, { userId: 'user-1' }), card(2)]) });
    openAt('/setting-agent');
    await screen.findByRole('button', { name: 'Settings of Agen 2' });
    expect(screen.queryByRole('button', { name: 'Settings of Agen 1' })).not.toBeInTheDocument();
  });
});
