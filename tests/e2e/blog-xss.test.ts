/**
 * A post body is HTML a person wrote: a corpus of XSS payloads (script,
 * event handlers, javascript: URLs, SVG, style, iframes, mutation tricks) must
 * not run in Chromium, on the admin's description step or on the public
 * article page. Three layers, each tested on its own:
 * 1. through the API: the server sanitizes on save;
 * 2. a raw body answered to the SPA (the API faked with page.route): DOMPurify
 *    cleans it on render;
 * 3. the same with the page's Content-Security-Policy removed, so only
 *    DOMPurify stands between the payload and the page.
 * Every payload calls window.__xss(name) if it runs; the binding records it.
 */
import type { Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Article } from '../../domain/entities/article';
import type { ListPayload } from '../../domain/entities/common';
import { api, apiSignIn, login } from './support/app';
import { useBrowser } from './support/browser';

const e2e = useBrowser();

const CORPUS: Record<string, string> = {
  script: `<script>__xss('script')</script>`,
  imgOnerror: `<img src="x" onerror="__xss('img onerror')">`,
  svgOnload: `<svg onload="__xss('svg onload')"><circle r="5"></circle></svg>`,
  svgScript: `<svg><script>__xss('svg script')</script></svg>`,
  svgAnimate: `<svg><a><animate attributeName="href" values="javascript:__xss('svg animate')"/><text y="20">go</text></a></svg>`,
  linkJs: `<a id="xss-link" href="javascript:__xss('javascript: href')">a link</a>`,
  linkEntity: `<a id="xss-entity" href="jav&#x09;ascript:__xss('entity href')">another link</a>`,
  iframe: `<iframe src="javascript:__xss('iframe')"></iframe>`,
  iframeSrcdoc: `<iframe srcdoc="<script>parent.__xss('srcdoc')</script>"></iframe>`,
  style: `<style>@import url("javascript:__xss('style import')"); body { background: red; }</style>`,
  styleAttr: `<div style="background-image: url(javascript:__xss('style attr'))">styled</div>`,
  details: `<details open ontoggle="__xss('details ontoggle')"><summary>s</summary></details>`,
  focus: `<input autofocus onfocus="__xss('autofocus')">`,
  object: `<object data="javascript:__xss('object')"></object>`,
  embed: `<embed src="javascript:__xss('embed')">`,
  form: `<form action="javascript:__xss('form')"><button id="xss-submit">send</button></form>`,
  mxss: `<math><mtext><table><mglyph><style><img src=x onerror="__xss('mxss')">`,
  noscript: `<noscript><p title="</noscript><img src=x onerror=__xss('noscript')>"></noscript>`,
  meta: `<meta http-equiv="refresh" content="0;url=javascript:__xss('meta')">`,
  base: `<base href="javascript:__xss('base')//">`,
  video: `<video><source onerror="__xss('video source')"></video>`,
  bodyOnload: `<body onload="__xss('body onload')">`,
  dataUri: `<a id="xss-data" href="data:text/html,<script>__xss('data uri')</script>">data</a>`,
};
const BODY = `<h2>Judul aman</h2><p>Paragraf yang harus tetap terlihat.</p>${Object.values(CORPUS).join('\n')}`;

let fired: string[] = [];

async function armPage(page: Page): Promise<void> {
  fired = [];
  await page.exposeFunction('__xss', (name: string) => fired.push(name));
  page.on('dialog', (dialog) => {
    fired.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
}

/** Click what a reader could click, then give any delayed handler a moment. */
async function poke(page: Page): Promise<void> {
  for (const id of ['xss-link', 'xss-entity', 'xss-submit', 'xss-data']) {
    const element = page.locator(`#${id}`);
    if ((await element.count()) > 0) await element.first().click({ timeout: 2_000 }).catch(() => undefined);
  }
  await page.waitForTimeout(500);
}

/** Nothing executable left in the rendered body: no scripts, handlers, javascript: URLs, frames or styles. */
async function expectInertDom(page: Page, root: string): Promise<void> {
  const found = await page.locator(root).evaluate((el) => {
    const bad: string[] = [];
    for (const node of Array.from(el.querySelectorAll('*'))) {
      const tag = node.tagName.toLowerCase();
      if (['script', 'iframe', 'object', 'embed', 'style', 'base', 'meta', 'form'].includes(tag)) bad.push(tag);
      for (const attr of Array.from(node.attributes)) {
        if (/^on/i.test(attr.name)) bad.push(`${tag}[${attr.name}]`);
        // Browsers ignore whitespace and control characters inside a URL's scheme.
        const scheme = Array.from(attr.value)
          .filter((c) => c.charCodeAt(0) > 0x20)
          .join('');
        if (/^(javascript|data):/i.test(scheme)) bad.push(`${tag}[${attr.name}=${attr.value}]`);
      }
    }
    return bad;
  });
  expect(found).toEqual([]);
}

let admin = '';
let published: Article;

beforeEach(async () => {
  admin = await apiSignIn('admin_blog@demo.test');
  const categories = (await api<{ payload: ListPayload<{ categoryId: string }> }>('GET', 'master-article-categories?status=PUBLISH', { token: admin })).payload.results;
  const tags = (await api<{ payload: ListPayload<{ tagId: string }> }>('GET', 'master-article-tags?status=PUBLISH', { token: admin })).payload.results;
  const created = (
    await api<{ payload: Article }>('POST', 'articles', {
      token: admin,
      body: {
        title: `Korpus XSS ${Date.now()}`,
        subtitle: 'Tidak ada yang boleh berjalan.',
        categoryIds: [categories[0]!.categoryId],
        tagIds: [tags[0]!.tagId],
        publishType: 'PUBLISH_NOW',
        status: 'OPEN',
        body: BODY,
      },
    })
  ).payload;
  published = (await api<{ payload: Article }>('PATCH', `articles/${created.articleId}`, { token: admin, body: { status: 'PUBLISH' } })).payload;
});

afterEach(() => {
  fired = [];
});

describe('XSS payloads in a post body', () => {
  it('are removed by the server on save, keeping the harmless markup', () => {
    expect(published.status).toBe('PUBLISH');
    expect(published.body).toContain('<h2>Judul aman</h2>');
    expect(published.body).not.toMatch(/<script|onerror|onload|ontoggle|onfocus|javascript:|<iframe|<style|<object|<embed|<svg|<base|<meta/i);
  });

  it('do not run on the public article page nor on the admin description step', async () => {
    const { page } = e2e;
    await armPage(page);
    await page.goto(`/article/${published.slug}`);
    await page.getByRole('heading', { name: published.title }).waitFor();
    await page.getByText('Paragraf yang harus tetap terlihat.').waitFor();
    await poke(page);
    await expectInertDom(page, '.post-body');

    await login(page, 'admin_blog@demo.test');
    await page.goto(`/blog-posts/${published.articleId}/description-post`);
    await page.getByText('Paragraf yang harus tetap terlihat.').waitFor();
    await poke(page);
    await expectInertDom(page, '.post-body');
    expect(fired).toEqual([]);
  });

  it('do not run when the raw corpus reaches the page, even with the Content-Security-Policy removed', async () => {
    const { page } = e2e;
    await armPage(page);
    // The document without its CSP: only the SPA's own sanitizing is left.
    await page.route('**/article/**', async (route) => {
      if (route.request().resourceType() !== 'document') return route.continue();
      const response = await route.fetch();
      const headers = { ...response.headers() };
      delete headers['content-security-policy'];
      await route.fulfill({ response, headers });
    });
    await page.route(`**/api/articles/public/${published.slug}`, async (route) => {
      const response = await route.fetch();
      const answer = (await response.json()) as { payload: Article };
      await route.fulfill({ response, json: { payload: { ...answer.payload, body: BODY } } });
    });
    await page.goto(`/article/${published.slug}`);
    await page.getByText('Paragraf yang harus tetap terlihat.').waitFor();
    await poke(page);
    await expectInertDom(page, '.post-body');
    expect(fired).toEqual([]);
  });
});
