import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { Article } from '../../../domain/entities/article';
import { MESSAGES } from '../../../domain/messages';
import BlogPostsPage from '../../../src/features/blog-posts/BlogPostsPage';
import { json, mockApi, type ApiCall } from '../support/api';
import { renderWithProviders } from '../support/render';
import { fakeSession } from '../support/session';
import { fakeArticle, rowsOf } from './fixtures';

const published = fakeArticle();
const draft = fakeArticle({ articleId: 'article-8', title: 'Draf Apartemen', status: 'OPEN', categories: [], authorName: null, publicationAt: null });

function mockArticles(results: Article[] = [published], count?: number) {
  return mockApi({ 'GET articles': () => rowsOf(results, count) });
}

function openList(path = '/blog-posts', statistics: ReactNode = null) {
  window.history.replaceState(null, '', path);
  return renderWithProviders(<BlogPostsPage statistics={statistics} />, { session: fakeSession(['admin_blog']) });
}

const lastQuery = (calls: ApiCall[]) => Object.fromEntries((calls.at(-1) as ApiCall).query);
const url = () => new URLSearchParams(window.location.search);
const tab = (name: string) => within(screen.getByRole('navigation', { name: 'Post status' })).getByRole('link', { name });

describe('/blog-posts', () => {
  it('opens on Published: asks for PUBLISH posts, 25 a page, and shows title, categories, author, status tag, publish at and created', async () => {
    const api = mockArticles();
    openList();
    const table = await screen.findByRole('table', { name: 'Posts' });
    await within(table).findByText(published.title);
    expect(lastQuery(api.callsTo('GET', 'articles'))).toEqual({ limit: '25', offset: '0', status: 'PUBLISH' });
    const cells = within(table).getAllByRole('row')[1]!.querySelectorAll('td');
    expect([...cells].map((c) => c.textContent)).toEqual([
      'Tips Membeli Rumah Pertama',
      'Rumah, Rumah / Minimalis',
      'Rina Editor',
      'Published',
      '10 Mar 2026 14:30',
      '01 Mar 2026',
    ]);
    expect(tab('Published')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Create Post' })).toHaveAttribute('href', '/blog-posts/create');
  });

  it('has one tab per content status, in the order Published, Draft, Scheduled, Waiting Approval, Delete, Unpublish', async () => {
    mockArticles();
    openList();
    const links = within(screen.getByRole('navigation', { name: 'Post status' })).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['Published', 'Draft', 'Scheduled', 'Waiting Approval', 'Delete', 'Unpublish']);
    await screen.findByText(published.title);
  });

  it('reads the tab from the URL and switches tabs through it, back to the first page', async () => {
    const api = mockArticles([draft], 60);
    openList('/blog-posts?activeTab=OPEN&page=2');
    await screen.findByText('Draf Apartemen');
    expect(lastQuery(api.callsTo('GET', 'articles'))).toEqual({ limit: '25', offset: '25', status: 'OPEN' });
    expect(tab('Draft')).toHaveAttribute('aria-current', 'page');
    expect(tab('Published')).not.toHaveAttribute('aria-current');

    await userEvent.click(tab('Waiting Approval'));
    await waitFor(() => expect(lastQuery(api.callsTo('GET', 'articles')).status).toBe('NEED_APPROVAL'));
    expect(url().get('activeTab')).toBe('NEED_APPROVAL');
    expect(url().has('page')).toBe(false);
    expect(tab('Waiting Approval')).toHaveAttribute('aria-current', 'page');
  });

  it('searches 500 ms after the last keystroke, keeps the search in the URL and carries it to another tab', async () => {
    const api = mockArticles();
    openList('/blog-posts?page=3');
    await screen.findByText(published.title);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'rumah');
    expect(api.calls.some((c) => c.query.has('search'))).toBe(false);
    await waitFor(() => expect(lastQuery(api.callsTo('GET', 'articles')).search).toBe('rumah'));
    expect(api.calls.filter((c) => c.query.has('search'))).toHaveLength(1);
    expect(url().get('search')).toBe('rumah');
    expect(url().has('page')).toBe(false);

    await userEvent.click(tab('Scheduled'));
    await waitFor(() => expect(lastQuery(api.callsTo('GET', 'articles'))).toMatchObject({ status: 'SCHEDULED', search: 'rumah' }));
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('rumah');
  });

  it(`says '${MESSAGES.noRecords}' for an empty tab`, async () => {
    mockArticles([]);
    openList('/blog-posts?activeTab=DELETE');
    expect(await screen.findByText(MESSAGES.noRecords)).toBeInTheDocument();
  });

  it('shows the failure with a way to try again', async () => {
    let fail = true;
    mockApi({ 'GET articles': () => (fail ? { status: 500, body: { code: 'err_internal', message: 'Database unavailable' } } : rowsOf([published])) });
    openList();
    expect(await screen.findByRole('alert')).toHaveTextContent('Database unavailable');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(published.title)).toBeInTheDocument();
  });

  it('opens a post from its row and from its title link', async () => {
    mockArticles();
    openList();
    const title = await screen.findByRole('link', { name: published.title });
    expect(title).toHaveAttribute('href', `/blog-posts/${published.articleId}`);
    await userEvent.click(screen.getByText('Rina Editor'));
    expect(window.location.pathname).toBe(`/blog-posts/${published.articleId}`);
  });

  it('pages on the server and keeps the page in the URL', async () => {
    const api = mockArticles([published], 60);
    openList();
    await screen.findByText(published.title);
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(lastQuery(api.callsTo('GET', 'articles')).offset).toBe('25'));
    expect(url().get('page')).toBe('2');
  });

  it('shows the statistics it is given above the list', async () => {
    mockApi({ 'GET articles': json(200, { payload: { results: [], count: 0, prev: null, next: null } }) });
    openList('/blog-posts', <section aria-label="Blog statistics">42 views</section>);
    expect(screen.getByRole('region', { name: 'Blog statistics' })).toHaveTextContent('42 views');
    await screen.findByText(MESSAGES.noRecords);
  });
});
