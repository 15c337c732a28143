/**
 * A masked row's three actions (Copy Link, PDF, Mask) fold into one '⋯'
 * menu when the table is wider than its box (src/ui/RowActions.tsx): same
 * names, same order, Mask still disabled, and each still works. jsdom lays
 * nothing out, so the table's box says how wide it is and how wide its table.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import MaskingPage from '../../../src/features/masking/MaskingPage';
import { list, mockApi } from '../support/api';
import { renderWithProviders } from '../support/render';
import { fakeSession } from '../support/session';
import { fakeListing, maskedListing } from './fixtures';

const box = { width: 900, tableWidth: 900 };

/** The DataTable's wrapper measures as `box` says; everything else as jsdom does (0). */
function layOutTables() {
  const isBox = (el: Element) => el.classList.contains('p-datatable-wrapper');
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return isBox(this) ? box.width : 0;
  });
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return isBox(this) ? Math.max(box.width, box.tableWidth) : 0;
  });
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
}

const rowOf = async (code: string) => (await screen.findByRole('cell', { name: code })).closest('tr') as HTMLElement;

function renderMasking() {
  window.history.replaceState(null, '', '/masking');
  mockApi({ 'GET office/listings': list([maskedListing(), fakeListing()]) });
  return renderWithProviders(<MaskingPage />, { session: fakeSession(['agent']) });
}

beforeEach(layOutTables);
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('row actions of a table too wide for its box', () => {
  it("fold a masked row's Copy Link, PDF and Mask into one menu; a row with one action keeps its button", async () => {
    box.tableWidth = 1200;
    renderMasking();
    const masked = await rowOf('LST-lst-m');
    const more = await within(masked).findByRole('button', { name: 'Actions for LST-lst-m' });
    expect(within(masked).queryByRole('button', { name: 'Copy Link (3)' })).not.toBeInTheDocument();
    expect(within(await rowOf('LST-lst-1')).getByRole('button', { name: 'Mask' })).toBeEnabled();

    await userEvent.click(more);
    // jsdom has no offsetParent, so PrimeReact leaves its positioned overlay display:none: find the menu by the button's aria-controls.
    await screen.findByText('PDF (2)');
    const menu = document.getElementById(more.getAttribute('aria-controls') ?? '') as HTMLElement;
    const items = within(menu).getAllByRole('menuitem', { hidden: true });
    expect(items.map((i) => i.getAttribute('aria-label'))).toEqual(['Copy Link (3)', 'PDF (2)', 'Mask']);
    expect(items.map((i) => i.getAttribute('aria-disabled'))).toEqual(['false', 'false', 'true']);

    await userEvent.click(within(items[1]!).getByText('PDF (2)'));
    expect(await screen.findByRole('dialog', { name: 'Download PDF' })).toBeInTheDocument();
  });

  it('keep them as buttons when the table fits', async () => {
    box.tableWidth = 900;
    renderMasking();
    const masked = await rowOf('LST-lst-m');
    expect(await within(masked).findByRole('button', { name: 'Copy Link (3)' })).toBeEnabled();
    expect(within(masked).getByRole('button', { name: 'PDF (2)' })).toBeEnabled();
    expect(within(masked).getByRole('button', { name: 'Mask' })).toBeDisabled();
    await waitFor(() => expect(within(masked).queryByRole('button', { name: /^Actions for/ })).not.toBeInTheDocument());
  });
});
