/** axe on the login page and the dashboard: no serious or critical violations. */
import { describe, expect, it } from 'vitest';
import { login, openSignedIn, waitForLoginPage } from './support/app';
import { expectNoSeriousA11yViolations, watchA11y } from './support/a11y';
import { useBrowser } from './support/browser';

const e2e = useBrowser();

describe('accessibility', () => {
  it('the login page has no serious or critical axe violations', async () => {
    const { page } = e2e;
    await page.goto('/login');
    await waitForLoginPage(page);
    await expectNoSeriousA11yViolations(page);
  });

  it('the dashboard has no serious or critical axe violations', async () => {
    const { page } = e2e;
    await login(page, 'admin@demo.test');
    await page.locator('#birthday-list').waitFor({ state: 'attached' });
    await expectNoSeriousA11yViolations(page);
  });
});

describe('the axe check itself', () => {
  /** A page with a pale line of text; `goesAway` removes it once axe's first look has read it, as a toast's life ends mid-scan. */
  const paleText = (goesAway: boolean) => `<!doctype html><html lang="en"><head><title>Look</title></head><body><main>
    <h1>Look</h1><p id="pale" style="color:#bbbbbb;background:#ffffff">Saved.</p>
    <script>${
      goesAway
        ? `let injected; let wrapped = false;
          Object.defineProperty(window, 'axe', { configurable: true, set(axe) { injected = axe; wrapped = false; }, get() {
            if (injected && injected.run && !wrapped) {
              const run = injected.run.bind(injected);
              injected.run = (...args) => run(...args).then((r) => { document.getElementById('pale')?.remove(); return r; });
              wrapped = true;
            }
            return injected; } });`
        : ''
    }</script></main></body></html>`;

  it('fails on low contrast that stays on the page, and not on text that was gone by the next look', async () => {
    const { page } = e2e;
    await page.setContent(paleText(false));
    await expect(expectNoSeriousA11yViolations(page)).rejects.toThrow(/color-contrast[\s\S]*#pale/);
    await page.setContent(paleText(true));
    await expectNoSeriousA11yViolations(page);
    expect(await page.locator('#pale').count()).toBe(0);
  });

  it('the watch scans a page again when its document lost the injected axe, and still finds what is on it', async () => {
    // A page whose first injected axe is lost, as when a navigation replaces the document between
    // axe's injection and its run; the second stays. Served at a web address, so the watch sees it.
    const lostOnce = (pale: boolean) => `<!doctype html><html lang="en"><head><title>Lost</title></head><body><main>
      <h1>Lost</h1><p id="pale" style="color:${pale ? '#bbbbbb' : '#222222'};background:#ffffff">Saved.</p>
      <script>let kept; let lost = false;
        Object.defineProperty(window, 'axe', { configurable: true, set(axe) { if (lost) kept = axe; lost = true; }, get() { return kept; } });</script>
    </main></body></html>`;
    for (const pale of [false, true]) {
      const context = await e2e.browser.newContext();
      try {
        await context.route('http://axe-watch.test/**', (route) => route.fulfill({ contentType: 'text/html', body: lostOnce(pale) }));
        const watch = watchA11y(context);
        const page = await context.newPage();
        await page.goto(`http://axe-watch.test/lost-${pale ? 'pale' : 'plain'}`);
        if (pale) await expect(watch.finish()).rejects.toThrow(/on \/lost-pale: 1 serious[\s\S]*color-contrast/);
        else await watch.finish();
      } finally {
        await context.close();
      }
    }
  });
});

describe('accessibility of the listing screens', () => {
  /** The listing list's first row, opened, then each of the given tabs of its detail. */
  async function checkListingTabs(tabs: readonly string[], { checkList }: { checkList: boolean }) {
    const { page } = e2e;
    await openSignedIn(page, 'admin@demo.test', '/listing');
    const firstView = page.getByRole('table', { name: 'Listings' }).getByRole('link', { name: /^View / }).first();
    await firstView.waitFor();
    if (checkList) await expectNoSeriousA11yViolations(page);
    await firstView.click();
    await page.getByRole('navigation', { name: 'Listing sections' }).waitFor();
    for (const tab of tabs) {
      await page.getByRole('navigation', { name: 'Listing sections' }).getByRole('link', { name: tab }).click();
      await page.waitForURL((url) => url.pathname.endsWith(`/${tab.toLowerCase()}`));
      await expectNoSeriousA11yViolations(page);
    }
  }

  it('the listing list and a listing’s Information and Specifications pass axe', async () => {
    await checkListingTabs(['Information', 'Specifications'], { checkList: true });
  });

  it('a listing’s Photos, Portal and History pass axe', async () => {
    await checkListingTabs(['Photos', 'Portal', 'History'], { checkList: false });
  });

  it('the portal list and the masking history pass axe', async () => {
    const { page } = e2e;
    await openSignedIn(page, 'admin@demo.test', '/listing-has-portal');
    await page.getByRole('table', { name: 'Listings with portal' }).locator('tbody tr').first().waitFor();
    await expectNoSeriousA11yViolations(page);
    await page.goto('/masking?tab=history');
    await page.getByRole('table', { name: 'Masking history' }).locator('tbody tr').first().waitFor();
    await expectNoSeriousA11yViolations(page);
  });

  it('the create listing form passes axe, empty and with its field messages', async () => {
    const { page } = e2e;
    await login(page, 'agent@demo.test');
    await page.goto('/listing/create');
    await page.getByLabel('Title').waitFor();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await page.getByText('Title is required.').first().waitFor();
    await expectNoSeriousA11yViolations(page);
  });
});

describe('accessibility of the blog screens', () => {
  it('the posts list, a post in both steps with its comments and the comment dialog pass axe', async () => {
    const { page } = e2e;
    await openSignedIn(page, 'admin_blog@demo.test', '/blog-posts');
    const firstPost = page.getByRole('region', { name: 'Posts' }).getByRole('link').filter({ hasNotText: /^(Published|Draft|Scheduled|Waiting Approval|Delete|Unpublish)$/ }).first();
    await firstPost.waitFor();
    await expectNoSeriousA11yViolations(page);
    await firstPost.click();
    await page.getByRole('region', { name: 'Comments', exact: true }).waitFor();
    await page.getByRole('link', { name: 'View Blog' }).or(page.getByRole('link', { name: /View Blog/ })).first().waitFor();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Add Comment' }).click();
    await page.getByRole('dialog').waitFor();
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await page.goto(`${new URL(page.url()).pathname.replace(/\/detail-post$/, '')}/description-post`);
    await page.locator('.post-body').waitFor();
    await expectNoSeriousA11yViolations(page);
  });

  it('the post wizard with its New Category dialog, the categories and the tags pass axe', async () => {
    const { page } = e2e;
    await openSignedIn(page, 'admin_blog@demo.test', '/blog-posts/create');
    await page.getByLabel('Title', { exact: true }).waitFor();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'New Category' }).click();
    await page.getByRole('dialog', { name: 'New Category' }).waitFor();
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');

    for (const [path, ready] of [
      ['/blog-categories', 'table'],
      ['/blog-tags', 'table'],
    ] as const) {
      await page.goto(path);
      await page.getByRole(ready).first().waitFor();
      await expectNoSeriousA11yViolations(page);
    }
  });

  it('the authors list, an author and the author form pass axe', async () => {
    const { page } = e2e;
    await login(page, 'admin@demo.test');
    await page.goto('/author');
    const firstAuthor = page.getByRole('table').getByRole('link').first();
    await firstAuthor.waitFor();
    await expectNoSeriousA11yViolations(page);
    await firstAuthor.click();
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expectNoSeriousA11yViolations(page);
    await page.goto('/author/create');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expectNoSeriousA11yViolations(page);
  });
});
