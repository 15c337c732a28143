import { lazy, Suspense } from 'react';

/** chart.js is big: it comes with the first chart, never with the page that might show one. */
const Chart = lazy(() => import('primereact/chart').then((m) => ({ default: m.Chart })));

const BAR_COLOR = '#2951A3';

const prefersReducedMotion = () => typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * One series of bars. Hidden from screen readers (a canvas says nothing):
 * every chart sits beside a table of the same numbers. `formatTick` writes
 * the value axis ('Rp 1,5 M'); without it, whole numbers.
 */
export function BarChart({ labels, values, label, height = 220, formatTick }: { labels: readonly string[]; values: readonly number[]; label: string; height?: number; formatTick?: (value: number) => string }) {
  const options = {
    maintainAspectRatio: false,
    animation: prefersReducedMotion() ? false : undefined,
    plugins: { legend: { display: false } },
    scales: { y: { beginAtZero: true, ticks: formatTick ? { callback: (value: number | string) => formatTick(Number(value)) } : { precision: 0 } } },
  };
  return (
    <div aria-hidden="true" className="chart-box" style={{ height }}>
      <Suspense fallback={<div aria-busy="true" />}>
        <Chart type="bar" data={{ labels: [...labels], datasets: [{ label, data: [...values], backgroundColor: BAR_COLOR }] }} options={options} style={{ height: '100%' }} />
      </Suspense>
    </div>
  );
}
