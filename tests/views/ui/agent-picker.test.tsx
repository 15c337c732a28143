import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { AgentPicker, type AgentChoice } from '../../../src/ui/AgentPicker';
import { list, mockApi } from '../support/api';
import { renderWithProviders } from '../support/render';
import { fakeEmployee } from '../support/session';

const budi = fakeEmployee('agent', 9, { userId: 'user-9', user: { name: 'Budi Santoso', nickName: 'Budi', email: 'budi@demo.test' } });

function Host({ scope, officeId, error }: { scope?: 'agents' | 'employees'; officeId?: string; error?: string }) {
  const [agent, setAgent] = useState<AgentChoice | null>(null);
  return (
    <>
      <AgentPicker id="agent" label="Agent" value={agent} onChange={setAgent} scope={scope} officeId={officeId} error={error} />
      <output aria-label="Chosen">{agent ? `${agent.employeeId}/${agent.userId}` : 'nobody'}</output>
    </>
  );
}

async function typeAndPick(text: string, option: string) {
  const input = screen.getByLabelText('Agent');
  await userEvent.type(input, text);
  await waitFor(() => expect(input).toHaveAttribute('aria-expanded', 'true'));
  const listbox = document.getElementById(input.getAttribute('aria-controls') ?? '') as HTMLElement;
  await userEvent.click(within(listbox).getByRole('option', { name: option, hidden: true }));
}

describe('AgentPicker', () => {
  it("searches approved, active agents of the office, 20 at a time, and gives both ids of the one picked (§5)", async () => {
    const api = mockApi({ 'GET employees': list([budi]) });
    renderWithProviders(<Host officeId="office-3" />);
    await typeAndPick('bud', 'Budi — Office 10');
    expect(screen.getByLabelText('Chosen')).toHaveTextContent('emp-9/user-9');
    expect(screen.getByLabelText('Agent')).toHaveValue('Budi — Office 10');
    const query = Object.fromEntries(api.callsTo('GET', 'employees').at(-1)?.query ?? []);
    expect(query).toMatchObject({
      search: 'bud',
      filterRole: 'agent',
      filterRoleApprovalStatus: 'APPROVED',
      filterStatus: 'ACTIVE',
      filterOfficeId: 'office-3',
      limit: '20',
    });
    expect(query.includeData?.split(',')).toContain('user');
  });

  it('searches any active employee when asked to, and clearing the text chooses nobody', async () => {
    const api = mockApi({ 'GET employees': list([budi]) });
    renderWithProviders(<Host scope="employees" />);
    await typeAndPick('bud', 'Budi — Office 10');
    const query = api.callsTo('GET', 'employees').at(-1)?.query;
    expect(query?.has('filterRole')).toBe(false);
    expect(query?.has('filterOfficeId')).toBe(false);
    await userEvent.clear(screen.getByLabelText('Agent'));
    expect(screen.getByLabelText('Chosen')).toHaveTextContent('nobody');
  });

  it('shows its error under the field and marks the input invalid', () => {
    mockApi({});
    renderWithProviders(<Host error="Agent is required." />);
    expect(screen.getByText('Agent is required.')).toBeInTheDocument();
    expect(screen.getByLabelText('Agent')).toHaveAttribute('aria-invalid', 'true');
  });
});
