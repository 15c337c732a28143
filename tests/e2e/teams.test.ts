/**
 * Teams and transfers of team members in Chromium (issue 16): the demo office
 * admin transfers a member from one of the office's teams to another, sets
 * the member's two fees in the new team, then edits one and removes the
 * other from the team's page. useBrowser runs axe on every screen and
 * captures each at 1440 and 991 wide; the modals are checked with axe where
 * they open, as the watch sees pages, not dialogs.
 *
 * Written against the issue 16 contract (domain/entities/team.ts) and the
 * server branch's demo seed (Jakarta Selatan's Team Rajawali and Team Elang,
 * server/db/seed/demo-teams.ts) before that branch was merged: not yet run.
 * The case is found through the API, not named, so a rerun on the same data
 * (the member already moved) finds the next one.
 */
import { DateTime } from 'luxon';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { GroupDetail, GroupListItem } from '../../domain/entities/team';
import { DEFAULT_ZONE } from '../../domain/format';
import type { GroupMember } from '../../domain/transfer';
import { api, apiSignIn, login, openSidebarEntry, toasts, waitForPath } from './support/app';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { useBrowser } from './support/browser';

const e2e = useBrowser();

const OFFICE_ADMIN = 'admin_office@demo.test';

interface Page_<T> {
  payload: { results: T[]; count: number };
}

const nameOf = (m: GroupMember) => (m.user ? m.user.nickName || m.user.name : '');

/** A member of one of the admin's teams (not its leader) and another team of the same office they are not in. */
async function transferCase(token: string) {
  const groups = (await api<Page_<GroupListItem>>('GET', 'groups?limit=9999&offset=0', { token })).payload.results;
  for (const from of groups) {
    const members = (
      await api<Page_<GroupMember>>('GET', `group-members?filterGroupId=${from.groupId}&filterStatus=active&withLeaderTeam=false&includeData=user,employee&limit=9999&offset=0`, { token })
    ).payload.results.filter((m) => m.user && m.employee && nameOf(m));
    for (const member of members) {
      // A member with a transfer under way is refused another (the seed has one such in Team Rajawali).
      const pending = await api<Page_<unknown>>('GET', `transfer-member-teams?filterUserId=${member.user!.userId}&filterStatus=WAITING&limit=1&offset=0`, { token });
      if (pending.payload.count > 0) continue;
      for (const to of groups.filter((g) => g.groupId !== from.groupId && g.officeId === from.officeId)) {
        const already = await api<Page_<GroupMember>>('GET', `group-members?filterGroupId=${to.groupId}&filterUserId=${member.user!.userId}&filterStatus=active,waiting&limit=9999&offset=0`, { token });
        if (already.payload.count === 0) return { from, to, member, memberName: nameOf(member) };
      }
    }
  }
  throw new Error(`The demo data has no member of ${OFFICE_ADMIN}'s teams to transfer: the server seed must give the office two teams with members.`);
}

/** Open a PrimeReact dropdown by its input's id and pick an option. */
async function choose(page: Page, inputId: string, option: string): Promise<void> {
  await page.locator('.p-dropdown', { has: page.locator(`#${inputId}`) }).click();
  await page.locator('.p-dropdown-panel').getByRole('option', { name: option, exact: true }).click();
}

interface FeeInput {
  feeFor: 'Agent' | 'Office';
  type: 'Percentage' | 'Amount';
  value: string;
  frequency: string;
  start: string;
}

async function addFee(page: Page, modal: ReturnType<Page['getByRole']>, fee: FeeInput): Promise<void> {
  await modal.getByRole('button', { name: 'Add Fee' }).click();
  const form = page.getByRole('dialog', { name: 'Add Fee' });
  await form.waitFor();
  await choose(page, 'fee-for', fee.feeFor);
  await choose(page, 'fee-type', fee.type);
  await form.getByLabel('Value').fill(fee.value);
  await choose(page, 'fee-frequency', fee.frequency);
  await form.getByLabel('Start Date').fill(fee.start);
  await form.getByRole('button', { name: 'Add', exact: true }).click();
  await form.waitFor({ state: 'hidden' });
}

describe('teams and transfers of team members', () => {
  it('an office admin transfers a member between two teams and sets two fees, then edits one and removes the other', async () => {
    const { page } = e2e;
    const token = await apiSignIn(OFFICE_ADMIN);
    const { from, to, member, memberName } = await transferCase(token);
    const today = DateTime.now().setZone(DEFAULT_ZONE).toISODate()!;

    await login(page, OFFICE_ADMIN);
    await openSidebarEntry(page, 'Office Information', 'Teams');
    await waitForPath(page, '/teams');
    await page.getByRole('table', { name: 'Teams' }).getByRole('link', { name: from.groupName, exact: true }).first().waitFor();

    await openSidebarEntry(page, 'Office Information', 'Transfer Team Member');
    await waitForPath(page, '/transfer-team-member');
    await page.getByRole('table', { name: 'Transfers' }).waitFor();
    await page.getByRole('link', { name: 'Create Transfer Team Member' }).click();
    await waitForPath(page, '/transfer-team-member/create');

    const transferNow = page.getByRole('button', { name: 'Transfer Now' });
    expect(await transferNow.isDisabled()).toBe(true);
    await choose(page, 'transfer-from', from.groupName);
    await choose(page, 'transfer-member', memberName);
    await choose(page, 'transfer-to', to.groupName);
    await expect.poll(() => transferNow.isEnabled()).toBe(true);
    await transferNow.click();
    await toasts(page).filter({ hasText: 'Transfer created!' }).first().waitFor();

    // The new membership's fees: two of them, then saved at once (the transfer completes with them).
    const addMember = page.getByRole('dialog', { name: 'Add Member' });
    await addMember.waitFor();
    await addFee(page, addMember, { feeFor: 'Agent', type: 'Percentage', value: '9.99', frequency: 'Per Transaction', start: today });
    await addFee(page, addMember, { feeFor: 'Office', type: 'Amount', value: '1500000', frequency: 'Monthly', start: today });
    const fees = addMember.getByRole('table', { name: 'Fees' });
    await fees.getByRole('row').filter({ hasText: '9.99%' }).waitFor();
    await fees.getByRole('row').filter({ hasText: 'Rp 1.500.000' }).waitFor();
    await expectNoSeriousA11yViolations(page);
    await addMember.getByRole('button', { name: 'Save' }).click();

    await page.waitForURL((url) => /^\/transfer-team-member\/[^/]+$/.test(url.pathname) && !url.pathname.endsWith('/create'));
    const transfer = page.getByRole('region', { name: 'Transfer' });
    await transfer.getByText('Done', { exact: true }).waitFor();
    await transfer.getByText(to.groupName, { exact: true }).waitFor();

    // In the new team: edit the agent fee (a fee item is replaced, not changed in place) and remove the office fee.
    await page.goto(`/teams/${to.groupId}`);
    const members = page.getByRole('table', { name: 'Members' });
    await members.getByRole('row').filter({ hasText: memberName }).filter({ hasText: 'Agent 9.99%' }).filter({ hasText: 'Office Rp 1.500.000' }).waitFor();
    await members.getByRole('button', { name: `Update Fee of ${memberName}` }).click();
    const update = page.getByRole('dialog', { name: 'Update Fee' });
    await update.getByRole('table', { name: 'Fees' }).getByRole('row').filter({ hasText: 'Rp 1.500.000' }).waitFor();
    await update.getByRole('button', { name: 'Remove Agent 9.99%' }).click();
    await addFee(page, update, { feeFor: 'Agent', type: 'Percentage', value: '5', frequency: 'Per Transaction', start: today });
    await update.getByRole('button', { name: 'Remove Office Rp 1.500.000' }).click();
    await expectNoSeriousA11yViolations(page);
    await update.getByRole('button', { name: 'Save' }).click();
    await update.waitFor({ state: 'hidden' });

    await members.getByRole('row').filter({ hasText: memberName }).filter({ hasText: 'Agent 5%' }).waitFor();
    const saved = (await api<{ payload: GroupDetail }>('GET', `groups/${to.groupId}`, { token })).payload.members.find((m) => m.user?.userId === member.user!.userId);
    const items = saved?.teamsMemberFees?.flatMap((f) => f.teamsMemberFeeItems ?? []) ?? [];
    expect(items.map((i) => ({ feeFor: i.feeFor, type: i.type, value: i.value, frequency: i.frequency }))).toEqual([
      { feeFor: 'AGENT', type: 'percentage', value: 0.05, frequency: 'per_transaction' },
    ]);

    await members.getByRole('button', { name: `Detail Fees of ${memberName}` }).click();
    const detail = page.getByRole('dialog', { name: 'Detail Fees' });
    await detail.getByRole('table', { name: 'Fees' }).getByRole('row').filter({ hasText: '5%' }).waitFor();
    expect(await detail.getByRole('button', { name: 'Save' }).count()).toBe(0);
    await expectNoSeriousA11yViolations(page);
  });
});
