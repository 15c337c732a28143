/**
 * The flow player in Chromium (issue 20), as QA uses it on a production
 * build signed in as the Super Admin: a blog-wizard session whose feature
 * image upload fails is recorded with ?inspect and exported; after a reload
 * the trace is imported, stepped to the failure and back, and saved as a
 * test — which then runs green with Vitest; a trace edited to hold an event
 * the machine refuses stops there with its message. axe on the player.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Download, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BLOG_MESSAGES } from '../../domain/blog';
import type { FlowTrace } from '../../machines/flow-log';
import { encodePng } from '../../server/db/seed/demo-listings';
import { openSignedIn, toasts } from './support/app';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { useBrowser } from './support/browser';

const e2e = useBrowser();
const ROOT = resolve(__dirname, '../..');

async function downloaded(page: Page, click: () => Promise<void>): Promise<{ name: string; text: string }> {
  const [download] = (await Promise.all([page.waitForEvent('download'), click()])) as [Download, void];
  const path = await download.path();
  return { name: download.suggestedFilename(), text: readFileSync(path, 'utf8') };
}

async function openPlayer(page: Page) {
  await page.getByRole('region', { name: 'Flow log' }).getByRole('button', { name: 'Import trace' }).click();
  return page.getByRole('dialog', { name: 'Flow player' });
}

describe('the flow player', () => {
  it('replays a blog-wizard session with a failed image upload, steps to the failure and back, and saves it as a test that passes', async () => {
    const { page } = e2e;
    await openSignedIn(page, 'admin@demo.test', '/blog-posts/create?inspect');
    await page.getByRole('heading', { name: 'Create Post' }).waitFor();
    // The log folded to its header, so it covers none of the wizard's buttons.
    await page.getByRole('region', { name: 'Flow log' }).getByRole('button', { name: 'Flows' }).click();
    // The feature image's upload fails on the server's side.
    await page.route('**/api/articles/image/**', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ code: 'err_internal', message: 'Storage is down' }) }),
    );
    await page.getByLabel('Title', { exact: true }).fill(`Trace QA ${Date.now().toString(36)}`);
    await page.getByLabel('Meta Description').fill('Sebuah pos untuk mereproduksi unggahan yang gagal.');
    for (const [inputId, option] of [
      ['categoryIds', 'Tips Properti'],
      ['tagIds', 'KPR'],
    ]) {
      await page.locator('.p-multiselect', { has: page.locator(`#${inputId}`) }).click();
      await page.locator('.p-multiselect-panel').getByRole('option', { name: option, exact: true }).first().click();
      await page.keyboard.press('Escape');
    }
    const png = encodePng(320, 180, (x, y) => [(x * 3) % 256, (y * 5) % 256, 90]);
    await page.locator('#featureImageFile').setInputFiles({ name: 'gagal.png', mimeType: 'image/png', buffer: png });
    await page.getByLabel('Alt Text').fill('Gambar yang gagal diunggah');
    await page.getByRole('button', { name: 'Next' }).click();
    await toasts(page).filter({ hasText: BLOG_MESSAGES.uploadError }).first().waitFor();
    await page.getByRole('heading', { name: 'Description Post' }).waitFor();

    const log = page.getByRole('region', { name: 'Flow log' });
    await log.getByRole('button', { name: 'Flows' }).click();
    const exported = await downloaded(page, () => log.getByRole('button', { name: 'Export trace' }).click());
    expect(exported.name).toMatch(/^flow-trace-.*\.json$/);
    const traces = JSON.parse(exported.text) as FlowTrace[];
    const wizard = traces.find((t) => t.flow === 'blogWizard')!;
    expect(wizard.machine?.id).toBe('blogWizard');
    expect(wizard.entries.map((e) => e.event.type)).toContain('xstate.error.actor.uploadImage');

    // A fresh page: nothing of the session's flows is left but the file.
    await page.goto('/dashboard?inspect');
    await page.reload();
    await page.getByRole('region', { name: 'Flow log' }).waitFor();
    let player = await openPlayer(page);
    await player.getByLabel('Trace file').setInputFiles({ name: exported.name, mimeType: 'application/json', buffer: Buffer.from(exported.text) });
    await player.getByLabel('Actor').selectOption({ label: `blogWizard (blogWizard, ${wizard.entries.length} events)` });
    await player.getByRole('heading', { name: 'Step 0: started' }).waitFor();
    await expectNoSeriousA11yViolations(page);

    const state = player.getByTestId('player-state');
    await player.getByRole('heading', { name: 'Events' }).locator('xpath=following-sibling::ol').getByRole('button', { name: 'xstate.error.actor.uploadImage' }).click();
    await player.getByRole('heading', { name: /xstate\.error\.actor\.uploadImage$/ }).waitFor();
    expect(await state.textContent()).toBe(JSON.stringify(wizard.entries.find((e) => e.event.type === 'xstate.error.actor.uploadImage')!.state));
    await player.getByText('"Storage is down"').first().waitFor();
    // The player itself at both widths (the harness captures screens by their path, not dialogs).
    for (const width of [1440, 991]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: join(ROOT, 'test-results/screens', `flow-player-dialog-${width}.png`) });
    }
    await page.setViewportSize({ width: 1280, height: 800 });
    await player.getByRole('button', { name: 'Previous' }).click();
    await expect.poll(() => state.textContent()).toContain('uploadingImage');
    await player.locator('li[aria-current="true"]', { hasText: 'uploadingImage' }).waitFor();
    await expectNoSeriousA11yViolations(page);

    // Saved as a test, it runs green with Vitest.
    const saved = await downloaded(page, () => player.getByRole('button', { name: 'Save as test' }).click());
    expect(saved.name).toMatch(/^blogWizard-.*\.replay\.test\.ts$/);
    const file = join(ROOT, 'tests/machines', `e2e-${process.pid}-${saved.name}`);
    writeFileSync(file, saved.text);
    try {
      const run = spawnSync('npx', ['vitest', 'run', '--project', 'machines', file], { cwd: ROOT, encoding: 'utf8', env: { ...process.env, NODE_ENV: 'test' } });
      expect(run.stdout + run.stderr).toMatch(/1 passed/);
      expect(run.status).toBe(0);
    } finally {
      rmSync(file, { force: true });
    }

    // Edited by hand: the upload "succeeds" before any post was saved. The player stops there and says why.
    const edited: FlowTrace = structuredClone(wizard);
    edited.entries.unshift({ at: 0, event: { type: 'xstate.done.actor.uploadImage', output: {} } as never });
    await page.reload();
    await page.getByRole('region', { name: 'Flow log' }).waitFor();
    player = await openPlayer(page);
    await player.getByLabel('Or paste the trace').fill(JSON.stringify([edited]));
    await player.getByRole('button', { name: 'Load trace' }).click();
    await player.getByRole('alert').filter({ hasText: 'Stopped at event 1: The machine blogWizard does not take xstate.done.actor.uploadImage in state' }).waitFor();
    await expectNoSeriousA11yViolations(page);
  });
});
