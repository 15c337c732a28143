/**
 * The audit trail in Chromium (issue 15): the Super Admin renames a tag, finds
 * the change in words in the tag's History, then in /audit-log by its id, and
 * follows the row to the tag list; a franchise owner has no /audit-log.
 */
import { describe, expect, it } from 'vitest';
import type { AuditEvent } from '../../domain/audit';
import { stateLabelsOf } from '../../domain/audit-display';
import type { ArticleTag } from '../../domain/entities/article';
import { api, apiSignIn, login, openSignedIn, sidebar, toasts, waitForPath } from './support/app';
import { useBrowser } from './support/browser';

const e2e = useBrowser();

describe('the audit trail', () => {
  it("shows a tag's rename in its History and in /audit-log, whose row leads back to the tags", async () => {
    const { page } = e2e;
    const admin = await apiSignIn('admin@demo.test');
    const stamp = Date.now().toString(36);
    const before = `Audit ${stamp}`;
    const after = `Audit ${stamp} renamed`;
    const tag = (await api<{ payload: ArticleTag }>('POST', 'master-article-tags', { token: admin, body: { tagName: before } })).payload;

    await login(page, 'admin@demo.test');
    await page.goto(`/blog-tags?search=${encodeURIComponent(before)}`);
    await page.getByRole('button', { name: `Rename ${before}`, exact: true }).click();
    const rename = page.getByRole('dialog', { name: `Rename ${before}` });
    await rename.getByLabel('Tag Name').fill(after);
    await rename.getByRole('button', { name: 'Save' }).click();
    await toasts(page).filter({ hasText: 'Tag successfully updated!' }).first().waitFor();

    await page.getByRole('button', { name: `History of ${after}` }).click();
    const history = page.getByRole('dialog', { name: `History of ${after}` });
    const renamed = history.getByRole('listitem').filter({ hasText: `Tag name: ${before} → ${after} by ` });
    await renamed.waitFor();
    expect(await renamed.textContent()).toMatch(/ \(admin\), \d{1,2} [A-Z][a-z]{2} \d{4} \d\d:\d\d$/);
    // Its creation, made through the API, is there too, older.
    await history.getByRole('listitem').nth(1).filter({ hasText: `Tag name: (empty) → ${before}` }).waitFor();
    await page.keyboard.press('Escape');

    // Audit Log shares the Users group with Manage User and Manage Public User (issue 16): the group opens first.
    const usersGroup = sidebar(page).getByRole('button', { name: 'Users', exact: true });
    if ((await usersGroup.getAttribute('aria-expanded')) !== 'true') await usersGroup.click();
    await sidebar(page).getByRole('link', { name: 'Audit Log' }).click();
    await waitForPath(page, '/audit-log');
    await page.getByRole('table', { name: 'Audit events' }).locator('tbody tr').first().waitFor();
    await page.getByRole('searchbox', { name: 'Search by actor or record ID' }).fill(tag.tagId);
    await page.waitForURL((url) => url.searchParams.get('search') === tag.tagId);
    const row = page.getByRole('table', { name: 'Audit events' }).getByRole('row').filter({ hasText: `Tag name: ${before} → ${after}` });
    await row.waitFor();
    // The rename is the newest event, so it is on the unfiltered page too: wait for the filtered answer to replace that page.
    await expect.poll(() => page.getByRole('table', { name: 'Audit events' }).locator('tbody tr').count(), { timeout: 30_000 }).toBe(2);
    await row.getByRole('link', { name: `Open tag ${tag.tagId}` }).click();
    await waitForPath(page, '/blog-tags');
  });

  it("shows a post's and a listing's History from the demo trail, each event in words", async () => {
    const { page } = e2e;
    const admin = await apiSignIn('admin@demo.test');
    // The demo trail's own events (server/db/seed/demo-audit.ts), whatever other tests did to the demo records since.
    const demoEvent = async (filter: string) =>
      (await api<{ payload: { results: AuditEvent[] } }>('GET', `audit-events?${filter}&limit=100`, { token: admin })).payload.results.find((e) => e.userAgent === 'demo data')!;
    const approval = await demoEvent('filterEntityType=article&filterAction=status&filterActorRole=admin_blog');
    expect(approval).toMatchObject({ stateFrom: 'NEED_APPROVAL' });
    await openSignedIn(page, 'admin@demo.test', `/blog-posts/${approval.entityId}`);
    const postHistory = page.getByRole('region', { name: 'History' });
    const decided = `Status: Waiting Approval → ${stateLabelsOf('article')![approval.stateTo!]} by ${approval.actorName} (admin_blog), `;
    await postHistory.getByRole('listitem').filter({ hasText: decided }).first().waitFor();
    await postHistory.getByRole('listitem').filter({ hasText: /^Status: \(empty\) → Waiting Approval; Title: \(empty\) → / }).first().waitFor();

    const published = await demoEvent('filterEntityType=listing&filterAction=status&filterActorRole=admin_hq');
    await page.goto(`/listing/${published.entityId}/history`);
    const changes = page.getByRole('region', { name: 'Changes' });
    await changes.getByRole('listitem').filter({ hasText: `Status: Open → ${stateLabelsOf('listing')![published.stateTo!]} by ${published.actorName} (admin_hq), ` }).first().waitFor();
    expect(await changes.getByRole('listitem').count()).toBeGreaterThanOrEqual(2);
  });

  it('a franchise owner has no Audit Log in the sidebar and is sent to /forbidden from its address', async () => {
    const { page } = e2e;
    await openSignedIn(page, 'franchise_owner@demo.test');
    await sidebar(page).locator('a[href="/dashboard"]').first().waitFor();
    expect(await sidebar(page).getByRole('link', { name: 'Audit Log' }).count()).toBe(0);
    await page.goto('/audit-log');
    await waitForPath(page, '/forbidden');
  });
});
