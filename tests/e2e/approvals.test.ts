/**
 * Approvals and transfers of staff in Chromium (issue 16): the Super Admin
 * approves a waiting agent, who then appears in the agent picker of a team of
 * their office; a rejection without a reason is refused at the field. Then a
 * transfer of staff is scheduled and canceled. useBrowser runs axe on every
 * screen and captures each at 1440 and 991 wide.
 */
import { describe, expect, it } from 'vitest';
import type { GroupListItem } from '../../domain/entities/team';
import { APPROVAL_MESSAGES } from '../../domain/approval';
import { STAFF_TRANSFER_MESSAGES } from '../../domain/staff-transfer';
import { api, apiSignIn, openSignedIn, toasts, waitForPath } from './support/app';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { useBrowser } from './support/browser';

const e2e = useBrowser();

interface ListAnswer<T> {
  payload: { results: T[]; count: number };
}
interface WaitingAgent {
  employeeId: string;
  officeId: string | null;
  user?: { name: string; nickName: string | null };
}

describe('approvals', () => {
  it('approving a waiting agent makes them appear in the agent picker of their office’s team', async () => {
    const { page } = e2e;
    const token = await apiSignIn('admin@demo.test');
    const waiting = await api<ListAnswer<WaitingAgent>>('GET', 'employees?filterRole=agent&filterRoleApprovalStatus=WAITING_APPROVAL&includeData=user&limit=100&offset=0', { token });
    const agent = waiting.payload.results.find((e) => e.officeId && e.user);
    expect(agent, 'the demo data has an agent waiting for approval').toBeTruthy();
    const name = agent!.user!.name;

    await openSignedIn(page, 'admin@demo.test', '/approve-agent');
    const table = page.getByRole('table', { name: 'Approve Agent: Waiting Approval' });
    await table.getByRole('link', { name }).click();
    await waitForPath(page, `/approve-agent/${agent!.employeeId}`);

    await page.getByRole('button', { name: 'Reject' }).click();
    const reject = page.getByRole('dialog', { name: `Reject ${name}` });
    await reject.getByRole('button', { name: 'Reject' }).click();
    await reject.getByText(APPROVAL_MESSAGES.reasonRequired).waitFor();
    await expectNoSeriousA11yViolations(page);
    await reject.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('button', { name: 'Approve' }).click();
    await page.getByRole('dialog', { name: 'Approve' }).getByRole('button', { name: 'Approve' }).click();
    await toasts(page).filter({ hasText: APPROVAL_MESSAGES.approved(name) }).waitFor();
    await page.getByText('Approved', { exact: true }).first().waitFor();
    expect(await page.getByRole('button', { name: 'Approve' }).count()).toBe(0);

    const teams = await api<ListAnswer<GroupListItem>>('GET', `groups?filterOfficeId=${agent!.officeId}&limit=100&offset=0`, { token });
    const team = teams.payload.results[0];
    expect(team, 'the agent’s office has a team').toBeTruthy();
    await page.goto(`/teams/${team!.groupId}`);
    await page.getByRole('button', { name: 'Add Member' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Member' });
    await dialog.getByRole('combobox').fill(name.split(' ')[1]!);
    // The picker lists a person by nickname and office (src/ui/AgentPicker.tsx).
    await page.getByRole('option', { name: new RegExp(`^${agent!.user!.nickName ?? name} —`) }).first().waitFor();
  });
});

describe('transfer of staff', () => {
  it('schedules a move to another office, then cancels it', async () => {
    const { page } = e2e;
    await openSignedIn(page, 'admin@demo.test', '/transfer-staff/create');
    await page.getByRole('button', { name: 'Transfer' }).click();
    await page.getByText('Employee is required.').waitFor();
    await expectNoSeriousA11yViolations(page);

    await page.getByLabel('Employee').fill('Hakim');
    await page.getByRole('option', { name: /Umar Hakim/ }).click();
    await page.getByLabel('To Office').fill('Surabaya');
    await page.getByRole('option', { name: /Genius Surabaya/ }).click();
    await page.getByRole('radio', { name: 'Scheduled' }).check();
    await page.getByLabel(/Scheduled Date/).fill('2030-01-15 09:00');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Transfer', exact: true }).click();
    await toasts(page).filter({ hasText: STAFF_TRANSFER_MESSAGES.scheduled('15 Jan 2030 09:00') }).waitFor();
    await page.getByText('Waiting Transfer').waitFor();

    await page.getByRole('button', { name: 'Cancel Transfer' }).click();
    await toasts(page).filter({ hasText: STAFF_TRANSFER_MESSAGES.canceled }).waitFor();
    await page.getByText('Canceled', { exact: true }).waitFor();
  });
});
