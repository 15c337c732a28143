import { lazy, Suspense } from 'react';
import { SHARE_CHANNELS, type ShareCounts } from '../../domain/entities/listing-masking';
import { SHARE_CHANNEL_LABELS } from '../../domain/listing';

/** chart.js is big: it comes with the first chart, never with the page that might show one. */
const Chart = lazy(() => import('primereact/chart').then((m) => ({ default: m.Chart })));

const BAR_COLOR = '#2951A3';

function chartData(counts: ShareCounts) {
  return {
    labels: SHARE_CHANNELS.map((c) => SHARE_CHANNEL_LABELS[c]),
    datasets: [{ label: 'Shares', data: SHARE_CHANNELS.map((c) => counts.socialMediaCounts[c]), backgroundColor: BAR_COLOR }],
  };
}

const prefersReducedMotion = () => typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

const CHART_OPTIONS = {
  maintainAspectRatio: false,
  animation: prefersReducedMotion() ? false : undefined,
  plugins: { legend: { display: false } },
  scales: { y: { beginAtZero: true, ticks: { precision: 0 } } },
};

/**
 * Shares per channel (facebook … copyLink) as a bar chart, and the same
 * numbers as a table: the canvas says nothing to a screen reader.
 */
export function ShareChart({ counts, caption = 'Shares by channel' }: { counts: ShareCounts; caption?: string }) {
  return (
    <div className="share-chart">
      <div aria-hidden="true" className="chart-box" style={{ height: 220 }}>
        <Suspense fallback={<div aria-busy="true" />}>
          <Chart type="bar" data={chartData(counts)} options={CHART_OPTIONS} style={{ height: '100%' }} />
        </Suspense>
      </div>
      <table className="simple-table">
        <caption style={{ textAlign: 'left', fontWeight: 600 }}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Channel</th>
            <th scope="col">Shares</th>
          </tr>
        </thead>
        <tbody>
          {SHARE_CHANNELS.map((c) => (
            <tr key={c}>
              <th scope="row">{SHARE_CHANNEL_LABELS[c]}</th>
              <td>{counts.socialMediaCounts[c]}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Total</th>
            <td>{counts.totalCount}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
