import type { Scale } from 'chart.js';
import { lazy, Suspense } from 'react';
import { Link } from 'wouter';
import type { PublicArticleRow } from '../../../domain/entities/article';

/** chart.js is big: it comes with the first chart, never with the page that might show one (as ShareChart). */
const Chart = lazy(() => import('primereact/chart').then((m) => ({ default: m.Chart })));

const BAR_COLOR = '#2951A3';
const TICK_FONT = { family: "'Helvetica Neue', Helvetica, Arial, sans-serif", size: 12 };
/** The titles' share of the chart's width: Chart.js gives the axis at most half and cuts what is longer on the left. */
const LABEL_SHARE = 0.4;

/** The title as it fits the width, cut at a character with an ellipsis; the tooltip shows it whole. */
function fitLabel(ctx: CanvasRenderingContext2D, title: string, maxWidth: number): string {
  ctx.save();
  ctx.font = `${TICK_FONT.size}px ${TICK_FONT.family}`;
  try {
    if (ctx.measureText(title).width <= maxWidth) return title;
    const cut = (n: number) => `${title.slice(0, n).trimEnd()}…`;
    let fits = 0;
    let over = title.length;
    while (over - fits > 1) {
      const mid = Math.floor((fits + over) / 2);
      if (ctx.measureText(cut(mid)).width <= maxWidth) fits = mid;
      else over = mid;
    }
    return cut(fits);
  } finally {
    ctx.restore();
  }
}

function chartData(posts: readonly PublicArticleRow[]) {
  return {
    labels: posts.map((p) => p.title),
    datasets: [{ label: 'Visitors', data: posts.map((p) => p.popularity), backgroundColor: BAR_COLOR }],
  };
}

const prefersReducedMotion = () => typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

const CHART_OPTIONS = {
  indexAxis: 'y',
  maintainAspectRatio: false,
  animation: prefersReducedMotion() ? false : undefined,
  plugins: { legend: { display: false } },
  scales: {
    x: { beginAtZero: true, ticks: { precision: 0 } },
    y: {
      ticks: {
        font: TICK_FONT,
        callback(this: Scale, value: string | number) {
          return fitLabel(this.ctx, this.getLabelForValue(Number(value)), this.chart.width * LABEL_SHARE);
        },
      },
    },
  },
};

/**
 * The most visited posts as a bar chart, and the same numbers as a table:
 * the canvas says nothing to a screen reader. Titles link to the post.
 */
export function PopularPostsChart({ posts, caption = 'Top 5 popular posts' }: { posts: readonly PublicArticleRow[]; caption?: string }) {
  return (
    <div className="popular-posts-chart">
      <div aria-hidden="true" className="chart-box" style={{ height: 40 + posts.length * 36 }}>
        <Suspense fallback={<div aria-busy="true" />}>
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
