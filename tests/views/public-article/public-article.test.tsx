import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PublicArticle } from '../../../domain/entities/article';
import { ARTICLE_NOT_AVAILABLE } from '../../../src/features/public-article/PublicArticlePage';
import { json, mockApi, ok } from '../support/api';
import { renderApp } from '../support/render';
import { fakeSession } from '../support/session';
import { fakeArticle } from '../blog-posts/fixtures';

const SLUG = 'tips-membeli-rumah-pertama';

function publicOf(overrides: Partial<PublicArticle> = {}): PublicArticle {
  const { articleId, title, subtitle, slug, authorName, publicationAt, body, images, categories, tags } = fakeArticle();
  return { articleId, title, subtitle, slug, authorName, publicationAt, body, images, categories, tags, ...overrides };
}

type Flagged = Window & { __xss?: string[] };

afterEach(() => {
  delete (window as Flagged).__xss;
});

describe('/article/{slug}', () => {
  it('shows the published post to anyone, without the shell: title, meta, author, date, image with alt and caption, categories, tags and body', async () => {
    const api = mockApi({ [`GET articles/public/${SLUG}`]: ok(publicOf()) });
    renderApp(`/article/${SLUG}`);
    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('heading', { level: 1, name: 'Tips Membeli Rumah Pertama' })).toBeInTheDocument();
    expect(main).toHaveTextContent('Panduan singkat membeli rumah pertama.');
    expect(main).toHaveTextContent('Rina Editor · 10 Mar 2026');
    expect(within(main).getByRole('img', { name: 'Fasad rumah dua lantai' })).toHaveAttribute('src', '/api/files/feature-key');
    expect(within(main).getByText('Rumah di Bogor')).toBeInTheDocument();
    expect(within(within(main).getByRole('list', { name: 'Categories' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Rumah', 'Minimalis']);
    expect(within(main).getByRole('list', { name: 'Tags' })).toHaveTextContent('KPR');
    expect(within(main).getByText('Isi artikel.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    // Read without a token: the page is public.
    expect(api.callsTo('GET', `articles/public/${SLUG}`)[0]?.headers.get('Authorization')).toBeNull();
  });

  it('renders a body with <img onerror>, <script>, javascript: links and <style> inert', async () => {
    const body = [
      '<p>Paragraf yang harus tetap terlihat.</p>',
      `<img src="x" onerror="(window.__xss = window.__xss || []).push('img')">`,
      `<script>(window.__xss = window.__xss || []).push('script')</script>`,
      `<a href="javascript:(window.__xss = window.__xss || []).push('link')">a link</a>`,
      '<style>body { display: none; }</style>',
      '<div style="position: fixed; inset: 0">overlay</div>',
      '<form action="/steal"><input name="x"></form>',
    ].join('');
    mockApi({ [`GET articles/public/${SLUG}`]: ok(publicOf({ body })) });
    renderApp(`/article/${SLUG}`);
    const main = await screen.findByRole('main');
    await within(main).findByText('Paragraf yang harus tetap terlihat.');
    const attributes = [...main.querySelectorAll('*')].flatMap((el) => [...el.attributes].map((a) => `${el.tagName.toLowerCase()}[${a.name}=${a.value}]`));
    expect(attributes.filter((a) => /\[on/i.test(a) || /javascript:/i.test(a))).toEqual([]);
    expect(main.querySelector('script, style, form, input')).toBeNull();
    expect(within(main).getByText('overlay')).not.toHaveAttribute('style');
    expect(within(main).getByText('a link')).not.toHaveAttribute('href');
    expect((window as Flagged).__xss).toBeUndefined();
  });

  it('shows a friendly page when the post is not published (404)', async () => {
    mockApi({ [`GET articles/public/${SLUG}`]: json(404, { code: 'err_not_found', message: 'Article not found' }) });
    renderApp(`/article/${SLUG}`);
    expect(await screen.findByRole('heading', { level: 1, name: ARTICLE_NOT_AVAILABLE })).toBeInTheDocument();
  });

  it('stays public for a signed-in user too, still without the shell', async () => {
    mockApi({ [`GET articles/public/${SLUG}`]: ok(publicOf()), 'GET notifications': ok({ results: [], count: 0, prev: null, next: null }) });
    renderApp(`/article/${SLUG}`, { session: fakeSession(['admin_blog']) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Tips Membeli Rumah Pertama' })).toBeInTheDocument();
    expect(window.location.pathname).toBe(`/article/${SLUG}`);
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });
});
