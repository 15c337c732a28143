/**
 * The overflow check that every screen capture runs (support/text-overflow.ts,
 * issue 12) finds what a user sees as broken text, and nothing on a page
 * where everything fits: checked on small pages laid out by Chromium itself.
 */
import { describe, expect, it } from 'vitest';
import { NO_WRAP_CELLS } from '../../src/ui/list-columns';
import { useBrowser } from './support/browser';
import { textOverflowScript, type TextOverflow } from './support/text-overflow';

const e2e = useBrowser();

async function findingsOn(html: string, width = 800): Promise<TextOverflow[]> {
  const { page } = e2e;
  await page.setViewportSize({ width, height: 600 });
  await page.setContent(`<!doctype html><html><body style="margin:0;font:16px sans-serif">${html}</body></html>`);
  return page.evaluate<TextOverflow[]>(textOverflowScript({ noWrapCells: NO_WRAP_CELLS }));
}

describe('the text-overflow check', () => {
  it('finds nothing where every text fits', async () => {
    const found = await findingsOn(`
      <table aria-label="Listings"><thead><tr><th>Code</th><th>Title</th></tr></thead>
      <tbody><tr><td class="cell-nowrap">LST-100038</td><td>Rumah di Kemang</td></tr></tbody></table>
      <button style="padding:4px 8px">Save</button> <label>Title</label>`);
    expect(found).toEqual([]);
  });

  it('names a code cell that wraps, with its table and column', async () => {
    const found = await findingsOn(`
      <table aria-label="Listings" style="width:160px;table-layout:fixed"><thead><tr><th style="width:80px">Code</th><th>Title</th></tr></thead>
      <tbody><tr><td class="cell-nowrap" style="white-space:normal">19 Oct 2026</td><td>x</td></tr></tbody></table>`);
    expect(found, JSON.stringify(found)).toHaveLength(1);
    expect(found).toContainEqual(
      expect.objectContaining({ where: 'table "Listings" › column "Code"', problem: expect.stringMatching(/wraps onto \d lines/) }),
    );
  });

  it('names a button whose label is cut off', async () => {
    const found = await findingsOn(`<button style="width:60px;overflow:hidden;white-space:nowrap">Download the PDF</button>`);
    expect(found).toContainEqual(expect.objectContaining({ text: 'Download the PDF', problem: expect.stringMatching(/cut off by \d+px/) }));
  });

  it('names a short word broken over two lines', async () => {
    const found = await findingsOn(`<label style="display:inline-block;width:40px;word-break:break-all">Unpublish</label>`);
    expect(found, JSON.stringify(found)).toHaveLength(1);
    expect(found).toContainEqual(expect.objectContaining({ problem: 'the word "Unpublish" is split over 2 lines' }));
  });

  it('names what makes the page scroll sideways', async () => {
    const found = await findingsOn(`<div style="width:1200px;height:20px">wide</div>`);
    expect(found).toContainEqual(expect.objectContaining({ problem: expect.stringMatching(/sticks out of the window by \d+px/) }));
  });
});
