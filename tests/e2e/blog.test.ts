/**
 * The blog in Chromium as admin_blog@demo.test (issue 6): the sidebar holds
 * only Dashboard and the blog menu; a post is created through both wizard
 * steps with a feature image and a new tag and lands in Waiting Approval;
 * another is saved as a draft; on a published post's comments panel one
 * waiting comment is approved and another rejected, both leave the Waiting
 * Approval tab at once, which then shows exactly as many waiting items as its
 * total counts, and 'Show Rejected/Deleted' brings the rejected text back.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Article, ArticleRow } from '../../domain/entities/article';
import { statusOf } from '../../domain/comment';
import type { ListPayload } from '../../domain/entities/common';
import type { Comment } from '../../domain/entities/comment';
import { encodePng } from '../../server/db/seed/demo-listings';
import { api, apiSignIn, currentPath, login, sidebarLinks, toasts } from './support/app';
import { useBrowser } from './support/browser';

const e2e = useBrowser();

const stamp = () => Date.now().toString(36);

/** Pick an option of a PrimeReact MultiSelect by the id of its input. */
async function chooseOption(page: Page, inputId: string, option: string): Promise<void> {
  await page.locator('.p-multiselect', { has: page.locator(`#${inputId}`) }).click();
  await page.locator('.p-multiselect-panel').getByRole('option', { name: option, exact: true }).first().click();
  await page.keyboard.press('Escape');
}

async function fillDetailStep(page: Page, title: string): Promise<void> {
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Meta Description').fill('Panduan singkat untuk pembeli rumah pertama.');
  await chooseOption(page, 'categoryIds', 'Tips Properti');
}

describe('the blog as a blog admin', () => {
  it('shows only Dashboard and the blog menu in the sidebar', async () => {
    const { page } = e2e;
    await login(page, 'admin_blog@demo.test');
    expect(await sidebarLinks(page)).toEqual(['/dashboard', '/blog-posts', '/blog-categories', '/blog-tags']);
  });

  it('creates a post through both steps with a feature image and a new tag, then saves another as a draft', async () => {
    const { page } = e2e;
    await login(page, 'admin_blog@demo.test');
    await page.goto('/blog-posts');
    await page.getByRole('link', { name: 'Create Post' }).click();
    await page.getByRole('heading', { name: 'Create Post' }).waitFor();

    const title = `Tips KPR Rumah Pertama ${stamp()}`;
    await fillDetailStep(page, title);
    // The URL preview follows the title.
    await expect.poll(() => page.getByLabel('URL').inputValue()).toContain('tips-kpr-rumah-pertama');

    const tagName = `kpr-${stamp()}`;
    await page.getByRole('button', { name: 'New Tag' }).click();
    const tagDialog = page.getByRole('dialog', { name: 'New Tag' });
    await tagDialog.getByRole('button', { name: 'Save' }).click();
    await tagDialog.getByText('Please enter new tag.').waitFor();
    await tagDialog.getByLabel('Tag Name').fill(tagName);
    await tagDialog.getByRole('button', { name: 'Save' }).click();
    await tagDialog.getByRole('button', { name: 'Yes, Add' }).click();
    await toasts(page).filter({ hasText: 'Successfully Add New Tag' }).first().waitFor();
    // The new tag is chosen for the post.
    await page.locator('.p-multiselect', { has: page.locator('#tagIds') }).getByText(tagName).waitFor();

    const png = encodePng(640, 360, (x, y) => [(x * 3) % 256, (y * 5) % 256, 120]);
    await page.locator('#featureImageFile').setInputFiles({ name: 'rumah-pertama.png', mimeType: 'image/png', buffer: png });
    await page.getByLabel('Alt Text').fill('Rumah pertama dengan halaman depan');

    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('heading', { name: 'Description Post' }).waitFor();
    expect(currentPath(page)).toMatch(/^\/blog-posts\/create\/[^/]+\/description-post$/);
    const articleId = currentPath(page).split('/')[3]!;

    await page.locator('.ql-editor').click();
    await page.keyboard.type('Mulailah dengan menghitung kemampuan cicilan bulanan Anda.');
    await page.getByRole('button', { name: 'Create' }).click();
    await toasts(page).filter({ hasText: 'Blog submitted and waiting for admin approval.' }).first().waitFor();
    await page.waitForURL((url) => url.pathname === '/blog-posts' && url.searchParams.get('activeTab') === 'NEED_APPROVAL');
    await page.getByRole('link', { name: title }).waitFor();

    const admin = await apiSignIn('admin_blog@demo.test');
    const saved = (await api<{ payload: Article }>('GET', `articles/${articleId}`, { token: admin })).payload;
    expect(saved).toMatchObject({ title, status: 'NEED_APPROVAL' });
    expect(saved.tags.map((t) => t.tag.tagName)).toContain(tagName);
    expect(saved.images).toHaveLength(1);
    expect(saved.images[0]!.metadata.altText).toBe('Rumah pertama dengan halaman depan');
    expect(saved.body).toContain('cicilan bulanan');

    // A second post, saved as a draft from step 1.
    await page.getByRole('link', { name: 'Create Post' }).click();
    const draftTitle = `Draf Investasi Ruko ${stamp()}`;
    await fillDetailStep(page, draftTitle);
    await chooseOption(page, 'tagIds', tagName);
    await page.locator('#featureImageFile').setInputFiles({ name: 'ruko.png', mimeType: 'image/png', buffer: png });
    await page.getByRole('button', { name: 'Save to Draft' }).click();
    await toasts(page).filter({ hasText: 'Blog saved as draft!' }).first().waitFor();
    await page.waitForURL((url) => url.pathname === '/blog-posts' && url.searchParams.get('activeTab') === 'OPEN');
    await page.getByRole('link', { name: draftTitle }).waitFor();
  });

  it('approves one waiting comment and rejects another, the tab and its total in step, and shows the rejected text only with the tickbox', async () => {
    const { page } = e2e;
    const admin = await apiSignIn('admin_blog@demo.test');
    const posts = (await api<{ payload: ListPayload<ArticleRow> }>('GET', 'articles?status=PUBLISH&limit=100', { token: admin })).payload.results;
    let target: { articleId: string; waiting: Comment[] } | undefined;
    for (const post of posts) {
      const listed = (await api<{ payload: ListPayload<Comment> }>('GET', `article-comments?articleIds=${post.articleId}&status=WAITING_APPROVAL&limit=100`, { token: admin })).payload.results;
      // The tab also lists decided comments heading a waiting reply; only the waiting ones have the buttons.
      const waiting = listed.filter((c) => !c.isDeleted && statusOf(c) === 'WAITING_APPROVAL');
      if (waiting.length >= 2) {
        target = { articleId: post.articleId, waiting };
        break;
      }
    }
    expect(target, 'a published demo post with two waiting comments').toBeDefined();
    const [first, second] = target!.waiting;

    await login(page, 'admin_blog@demo.test');
    await page.goto(`/blog-posts/${target!.articleId}`);
    const panel = page.getByRole('region', { name: 'Comments', exact: true });
    await panel.getByText(first!.comment.slice(0, 30)).first().waitFor();

    await panel.getByRole('button', { name: `Approve comment by ${first!.name}` }).first().click();
    await page.getByRole('dialog', { name: 'Approve Comment' }).getByRole('button', { name: 'Approve' }).click();
    await toasts(page).filter({ hasText: 'Comment approved successfully' }).first().waitFor();

    await panel.getByRole('button', { name: `Reject comment by ${second!.name}` }).first().click();
    await page.getByRole('dialog', { name: 'Reject Comment' }).getByRole('button', { name: 'Reject' }).click();
    await toasts(page).filter({ hasText: 'Comment rejected successfully' }).first().waitFor();

    const stored = async (commentId: string, status: string) =>
      (await api<{ payload: ListPayload<Comment> }>('GET', `article-comments?articleIds=${target!.articleId}&status=${status}&limit=100&showDeleted=true`, { token: admin })).payload.results.some(
        (c) => c.commentId === commentId,
      );
    expect(await stored(first!.commentId, 'PUBLISH')).toBe(true);
    expect(await stored(second!.commentId, 'REJECTED')).toBe(true);

    // No reload: the moved comments lost their buttons here, and the tab shows as many waiting items as its total says.
    await panel.getByRole('button', { name: `Approve comment by ${first!.name}` }).waitFor({ state: 'detached' });
    await panel.getByRole('button', { name: `Reject comment by ${second!.name}` }).waitFor({ state: 'detached' });
    const waitingTotal = panel
      .getByLabel('Comment statistics')
      .locator('div', { has: page.getByRole('term').filter({ hasText: /^Waiting Approval$/ }) })
      .getByRole('definition');
    const waitingShown = panel.getByRole('tabpanel').getByText('Waiting Approval', { exact: true });
    await expect.poll(async () => (await waitingShown.count()) === Number(await waitingTotal.textContent())).toBe(true);

    await panel.getByRole('tab', { name: /Rejected/ }).click();
    await panel.getByText('This comment has been deleted by admin or rejected by admin').first().waitFor();
    await panel.getByLabel('Show Rejected/Deleted').check();
    await panel.getByText(second!.comment.slice(0, 30)).first().waitFor();
  });
});
