import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { hasFakeClock } from './browser';

const BLOCKING = new Set(['serious', 'critical']);

interface AxeViolation {
  id: string;
  impact?: string | null;
  help: string;
  helpUrl: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

/** One readable paragraph per violation: rule, impact, what it wants, and where. */
export function describeViolations(violations: readonly AxeViolation[]): string {
  return violations
    .map((v) => {
      const where = v.nodes
        .slice(0, 5)
        .map((n) => `    at ${n.target.map(String).join(' > ')}${n.failureSummary ? `\n      ${n.failureSummary.replace(/\n/g, '\n      ')}` : ''}`)
        .join('\n');
      const more = v.nodes.length > 5 ? `\n    …and ${v.nodes.length - 5} more` : '';
      return `- [${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})\n${where}${more}`;
    })
    .join('\n');
}

/**
 * Run axe on the page as it is now; fail on any serious or critical violation,
 * listing them. Options: `exclude` CSS selectors to leave out (say why at the call).
 */
export async function expectNoSeriousA11yViolations(page: Page, options: { exclude?: string[] } = {}): Promise<void> {
  // axe waits on timers: on a paused fake clock it would never finish.
  if (hasFakeClock(page)) await page.clock.resume();
  let builder = new AxeBuilder({ page });
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const results = await builder.analyze();
  const blocking = results.violations.filter((v) => BLOCKING.has(v.impact ?? ''));
  if (blocking.length > 0) {
    throw new Error(`axe found ${blocking.length} serious or critical violation(s) on ${page.url()}:\n${describeViolations(blocking)}`);
  }
}
