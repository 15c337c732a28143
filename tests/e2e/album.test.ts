/**
 * Albums in Chromium (issue 19): an HQ admin opens /album, creates an album
 * with an uploaded photo (its progress, then the item) and a YouTube link (a
 * foreign link refused first), sees the detail's grid in order, edits it
 * (moves the video first, removes the photo after confirming, publishes) and
 * finds it on the Published tab. axe on every screen and dialog; useBrowser
 * captures 1440 and 991.
 */
import { describe, it } from 'vitest';
import { ALBUM_MESSAGES as M } from '../../domain/album';
import { encodePng } from '../../server/db/seed/demo-listings';
import { openSignedIn, toasts } from './support/app';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { useBrowser } from './support/browser';

const e2e = useBrowser();

describe('album', () => {
  it('an HQ admin creates an album with a photo and a video link, sees its grid, edits it and publishes it', async () => {
    const { page } = e2e;
    await openSignedIn(page, 'admin_hq@demo.test', '/album');
    await page.getByRole('table', { name: 'Albums' }).getByRole('link', { name: 'Annual Awards Night 2026' }).waitFor();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('link', { name: 'Create Album' }).click();
    const form = page.getByRole('form', { name: 'Create Album' });
    await form.getByLabel('Title').fill('Gathering Bali 2026');
    await form.getByLabel('Description (optional)').fill('Two days by the sea.');
    const png = encodePng(320, 240, (x, y) => [(x * 3) % 256, 120, (y * 5) % 256]);
    await page.locator('#album-photos').setInputFiles({ name: 'welcome-dinner-on-the-beach-at-sunset-day-one.png', mimeType: 'image/png', buffer: png });
    const items = form.getByRole('list', { name: 'Album items' });
    // The name over 40 characters is shown cut.
    await items.getByRole('listitem', { name: 'Photo 1' }).getByText('welcome-dinner-on-the-beach-at-sunset-d…').waitFor();
    await form.getByLabel('Caption of photo 1').fill('Welcome dinner');

    const link = form.getByLabel('Add a video (YouTube or Vimeo link)');
    await link.fill('https://example.com/watch?v=dQw4w9WgXcQ');
    await form.getByRole('button', { name: 'Add Video' }).click();
    await form.getByText(M.videoUrl).waitFor();
    await expectNoSeriousA11yViolations(page);
    await link.fill('https://youtu.be/dQw4w9WgXcQ');
    await form.getByRole('button', { name: 'Add Video' }).click();
    await items.getByRole('listitem', { name: 'Video 2' }).getByText('https://www.youtube.com/watch?v=dQw4w9WgXcQ').waitFor();
    await form.getByLabel('Caption of video 2').fill('Aftermovie');
    await form.getByRole('button', { name: 'Create Album' }).click();
    await toasts(page).filter({ hasText: M.created('Gathering Bali 2026') }).waitFor();

    const grid = page.getByRole('list', { name: 'Photos and videos' });
    await grid.getByRole('img', { name: 'Welcome dinner' }).waitFor();
    await grid.getByRole('link', { name: /Watch on YouTube/ }).waitFor();
    await page.getByRole('heading', { name: /Gathering Bali 2026\s*Draft/ }).waitFor();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('link', { name: 'Edit' }).click();
    const edit = page.getByRole('form', { name: 'Edit Gathering Bali 2026' });
    const editItems = edit.getByRole('list', { name: 'Album items' });
    await editItems.getByRole('button', { name: 'Move video 2 up' }).click();
    await editItems.getByRole('listitem', { name: 'Video 1' }).waitFor();
    await editItems.getByRole('button', { name: 'Remove photo 2' }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove Item' });
    await confirm.getByText(M.confirmRemoveItem).waitFor();
    await expectNoSeriousA11yViolations(page);
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await editItems.getByRole('listitem', { name: 'Photo 2' }).waitFor({ state: 'detached' });
    await edit.getByLabel('Status').selectOption('PUBLISHED');
    await edit.getByRole('button', { name: 'Save Album' }).click();
    await toasts(page).filter({ hasText: M.updated('Gathering Bali 2026') }).waitFor();
    await page.getByRole('heading', { name: /Gathering Bali 2026\s*Published/ }).waitFor();
    await grid.getByRole('listitem').filter({ hasText: 'Aftermovie' }).waitFor();
    await grid.getByRole('img').waitFor({ state: 'detached' });

    await page.getByRole('link', { name: 'Album', exact: true }).first().click();
    await page.getByRole('navigation', { name: 'Status' }).getByRole('link', { name: 'Published' }).click();
    await page.getByRole('table', { name: 'Albums' }).getByRole('link', { name: 'Gathering Bali 2026' }).waitFor();
    await expectNoSeriousA11yViolations(page);
  });
});
