import { lazy, Suspense } from 'react';
import { Link } from 'wouter';
import type { PublicArticleRow } from '../../../domain/entities/article';

/** chart.js is big: it comes with the first chart, never with the page that might show one (as ShareChart). */
const Chart = lazy(() => import('primereact/chart').then((m) => ({ default: m.Chart })));

const BAR_COLOR = '#2951A3';
const LABEL_MAX = 32;

const shortTitle = (title: string) => (title.length > LABEL_MAX ? `${title.slice(0, LABEL_MAX - 1)}…` : title);

function chartData(posts: readonly PublicArticleRow[]) {
  return {
    labels: posts.map((p) => shortTitle(p.title)),
    datasets: [{ label: 'Visitors', data: posts.map((p) => p.popularity), backgroundColor: BAR_COLOR }],
  };
}

const CHART_OPTIONS = {
  indexAxis: 'y',
  maintainAspectRatio: false,
  plugins: { legend: { display: false } },
  scales: { x: { beginAtZero: true, ticks: { precision: 0 } } },
};

/**
 * The most visited posts as a bar chart, and the same numbers as a table:
 * the canvas says nothing to a screen reader. Titles link to the post.
 */
export function PopularPostsChart({ posts, caption = 'Top 5 popular posts' }: { posts: readonly PublicArticleRow[]; caption?: string }) {
  return (
    <div className="popular-posts-chart">
      <div aria-hidden="true" style={{ height: 40 + posts.length * 36 }}>
        <Suspense fallback={null}>
          <Chart type="bar" data={chartData(posts)} options={CHART_OPTIONS} style={{ height: '100%' }} />
        </Suspense>
      </div>
      <table className="simple-table">
        <caption style={{ textAlign: 'left', fontWeight: 600 }}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Post</th>
            <th scope="col">Author</th>
            <th scope="col">Visitors</th>
          </tr>
        </thead>
        <tbody>
          {posts.map((post) => (
            <tr key={post.articleId}>
              <th scope="row" style={{ fontWeight: 400 }}>
                <Link href={`/blog-posts/${encodeURIComponent(post.articleId)}`}>{post.title}</Link>
              </th>
              <td>{post.authorName ?? '-'}</td>
              <td>{post.popularity}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
