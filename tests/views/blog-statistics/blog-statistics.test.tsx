import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { PublicArticleRow } from '../../../domain/entities/article';
import { BlogStatistics } from '../../../src/features/blog-statistics/BlogStatistics';
import { json, mockApi, ok } from '../support/api';
import { renderWithProviders } from '../support/render';
import { fakeSession } from '../support/session';

vi.mock('primereact/chart', () => ({ Chart: (props: { type: string }) => <canvas data-testid={`chart-${props.type}`} /> }));

const SHARES = { totalCount: 12, socialMediaCounts: { facebook: 5, twitter: 0, telegram: 1, whatsapp: 4, line: 0, instagram: 0, copyLink: 2 } };
const POPULAR: PublicArticleRow[] = [
  { articleId: 'a-1', title: 'Tips Membeli Rumah Pertama', slug: 'tips', publicationAt: '2026-03-01T00:00:00.000Z', authorName: 'Rina', popularity: 1520 },
  { articleId: 'a-2', title: 'Cara Menghitung KPR', slug: 'kpr', publicationAt: null, authorName: null, popularity: 87 },
];

function mockStatistics(overrides: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET article-visitors/count': ok({ totalCount: 1234 }),
    'GET article-shared/count': ok(SHARES),
    'GET articles/public': ok({ results: POPULAR, count: POPULAR.length, prev: null, next: null }),
    ...overrides,
  });
}

const render = (articleId?: string) => renderWithProviders(<BlogStatistics articleId={articleId} />, { session: fakeSession(['admin_blog']) });
const card = (name: string) => screen.findByRole('region', { name });

describe('BlogStatistics', () => {
  it("shows one post's visitors and shares by channel, and no popular posts", async () => {
    const api = mockStatistics();
    render('article-7');
    expect(await within(await card('Total Visitors')).findByText('1.234')).toBeInTheDocument();
    const shares = await within(await card('Shares by Channel')).findByRole('table', { name: 'Shares by channel' });
    const rows = within(shares).getAllByRole('row').map((r) => r.textContent);
    expect(rows).toContain('Facebook5');
    expect(rows).toContain('WhatsApp4');
    expect(rows.at(-1)).toBe('Total12');
    expect(api.callsTo('GET', 'article-visitors/count')[0]?.query.get('articleId')).toBe('article-7');
    expect(api.callsTo('GET', 'article-shared/count')[0]?.query.get('contentId')).toBe('article-7');
    expect(screen.queryByRole('region', { name: 'Top 5 Popular Posts' })).not.toBeInTheDocument();
    expect(api.callsTo('GET', 'articles/public')).toHaveLength(0);
  });

  it('without a post: every post’s totals and the top 5 popular posts as a chart with its table', async () => {
    const api = mockStatistics();
    render();
    expect(await within(await card('Total Visitors')).findByText('1.234')).toBeInTheDocument();
    expect(api.callsTo('GET', 'article-visitors/count')[0]?.query.has('articleId')).toBe(false);
    expect(api.callsTo('GET', 'article-shared/count')[0]?.query.has('contentId')).toBe(false);

    const popular = await card('Top 5 Popular Posts');
    const table = await within(popular).findByRole('table', { name: 'Top 5 popular posts' });
    expect(within(table).getAllByRole('row').slice(1).map((r) => [...r.children].map((c) => c.textContent))).toEqual([
      ['Tips Membeli Rumah Pertama', 'Rina', '1520'],
      ['Cara Menghitung KPR', '-', '87'],
    ]);
    expect(within(table).getByRole('link', { name: 'Tips Membeli Rumah Pertama' })).toHaveAttribute('href', '/blog-posts/a-1');
    expect(await within(popular).findByTestId('chart-bar')).toBeInTheDocument();
    expect(Object.fromEntries(api.callsTo('GET', 'articles/public')[0]?.query ?? [])).toEqual({ limit: '5', sort: 'popularity:DESC' });
  });

  it('says so when nothing was shared or visited yet', async () => {
    mockStatistics({
      'GET article-visitors/count': ok({ totalCount: 0 }),
      'GET article-shared/count': ok({ totalCount: 0, socialMediaCounts: {} }),
      'GET articles/public': ok({ results: [], count: 0, prev: null, next: null }),
    });
    render();
    expect(await within(await card('Total Visitors')).findByText('0')).toBeInTheDocument();
    expect(await within(await card('Shares by Channel')).findByText('No shares yet')).toBeInTheDocument();
    expect(await within(await card('Top 5 Popular Posts')).findByText('No data yet')).toBeInTheDocument();
  });

  it('shows a failed card with a retry, the others still load', async () => {
    let failing = true;
    const api = mockStatistics({ 'GET article-visitors/count': () => (failing ? json(503, { code: 'err_internal', message: 'down' }) : ok({ totalCount: 9 })) });
    render('article-7');
    const visitors = await card('Total Visitors');
    expect(await within(visitors).findByRole('alert')).toHaveTextContent('Our server is temporarily unavailable. Please try again later.');
    expect(await within(await card('Shares by Channel')).findByRole('table')).toBeInTheDocument();
    failing = false;
    await userEvent.click(within(visitors).getByRole('button', { name: 'Try again' }));
    expect(await within(visitors).findByText('9')).toBeInTheDocument();
    expect(api.callsTo('GET', 'article-visitors/count')).toHaveLength(2);
  });
});
