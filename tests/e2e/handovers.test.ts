/**
 * Handovers in Chromium (issue 18): an agent of the Pantai Indah Kapuk
 * co-broke creates its handover (refused at the fields first), ticks the
 * checklist, uploads the signed handover, completes it; the office's manager
 * reads it meanwhile, without the agent's controls, and sees it completed.
 * axe on every screen and dialog; useBrowser captures 1440 and 991.
 */
import { describe, it } from 'vitest';
import { HANDOVER_MESSAGES } from '../../domain/handover';
import { encodePng } from '../../server/db/seed/demo-listings';
import { openAsAnotherUser, openSignedIn, toasts } from './support/app';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { useBrowser } from './support/browser';

const e2e = useBrowser();

describe('handovers', () => {
  it('an agent hands a closed property over: checklist, signature, completed; the office manager reads it', async () => {
    const { page } = e2e;
    await openSignedIn(page, 'yusuf.maulana@demo.test', '/handover');
    await page.getByRole('table', { name: 'Handovers' }).waitFor();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: 'Create Handover' }).click();
    const form = page.getByRole('form', { name: 'Create handover' });
    await form.getByRole('button', { name: 'Create Handover' }).click();
    await form.getByText('Closing is required.').waitFor();
    await expectNoSeriousA11yViolations(page);

    const closing = form.getByLabel('Closing');
    const value = await closing.locator('option', { hasText: 'Pantai Indah Kapuk' }).getAttribute('value');
    await closing.selectOption(value!);
    await form.getByRole('button', { name: 'Create Handover' }).click();
    await toasts(page).filter({ hasText: HANDOVER_MESSAGES.created }).waitFor();
    await page.getByRole('heading', { name: /Handover HOV-\d{6}\s*In Progress/ }).waitFor();
    await page.getByRole('note').filter({ hasText: HANDOVER_MESSAGES.uncheckedItems }).waitFor();
    await expectNoSeriousA11yViolations(page);
    const path = new URL(page.url()).pathname;

    // The office's manager, at another desk, reads it in progress: no ticking, no completing.
    const reader = await openAsAnotherUser(e2e.browser, 'manager_office@demo.test', path);
    await reader.getByRole('heading', { name: /Handover HOV-\d{6}\s*In Progress/ }).waitFor();
    await reader.getByText('Keys and access cards handed over').waitFor();
    if ((await reader.getByRole('checkbox').count()) > 0) throw new Error('the office manager was offered the checklist to tick');
    await reader.getByRole('button', { name: 'Complete Handover' }).waitFor({ state: 'detached' });
    await expectNoSeriousA11yViolations(reader);

    // Tick every item: each tick is saved and the count follows.
    const boxes = page.getByRole('region', { name: /Checklist/ }).getByRole('checkbox');
    const count = await boxes.count();
    for (let i = 0; i < count; i++) {
      await boxes.nth(i).check();
      await page.getByRole('heading', { name: `Checklist (${i + 1}/${count})` }).waitFor();
    }
    await page.getByRole('note').filter({ hasText: HANDOVER_MESSAGES.noSignature }).waitFor();

    const png = encodePng(320, 200, (x, y) => [(x * 7) % 256, (y * 3) % 256, 60]);
    await page.locator('#handover-signature').setInputFiles({ name: 'berita-acara.png', mimeType: 'image/png', buffer: png });
    const complete = page.getByRole('button', { name: 'Complete Handover' });
    await page.getByRole('note').waitFor({ state: 'detached' });
    await complete.click();
    await toasts(page).filter({ hasText: HANDOVER_MESSAGES.completed }).waitFor();
    await page.getByRole('heading', { name: /Handover HOV-\d{6}\s*Completed/ }).waitFor();
    await complete.waitFor({ state: 'detached' });
    // The manager's page follows once reloaded: completed, with the signature.
    await reader.reload();
    await reader.getByRole('heading', { name: /Handover HOV-\d{6}\s*Completed/ }).waitFor();
    await reader.getByRole('img', { name: /Signature: berita-acara/ }).waitFor();
    await reader.context().close();
  });
});
