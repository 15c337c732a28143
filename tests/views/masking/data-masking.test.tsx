import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../../domain/messages';
import type { Role } from '../../../domain/roles';
import { createFlowLog } from '../../../machines/flow-log';
import { TOKEN_KEY } from '../../../src/api/token';
import { FlowsContext } from '../../../src/app/flows/flows-context';
import MaskingPage from '../../../src/features/masking/MaskingPage';
import { list, mockApi, ok } from '../support/api';
import { renderWithProviders } from '../support/render';
import { fakeSession } from '../support/session';
import { fakeHistory, fakeListing, maskedListing, optionsOf, pickOption, SHARED_CODE } from './fixtures';

function renderMasking(roles: Role[], path = '/masking') {
  window.history.replaceState(null, '', path);
  return renderWithProviders(<MaskingPage />, { session: fakeSession(roles) });
}

const table = () => screen.findByRole('table');
const rowOf = async (code: string) => (await screen.findByRole('cell', { name: code })).closest('tr') as HTMLElement;

const unmasked = fakeListing();
const masked = maskedListing();

let clipboard: { writeText: ReturnType<typeof vi.fn> };
beforeEach(() => {
  clipboard = { writeText: vi.fn().mockResolvedValue(undefined) };
  Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('Data Masking tab', () => {
  it('asks only for Publish, Unpublish, Expired and Closed listings of others, 25 a page, as the tab\'s rows; rows show code, title, office, agent, price, status', async () => {
    const api = mockApi({ 'GET office/listings': list([unmasked]) });
    renderMasking(['agent']);
    expect(await screen.findByRole('tab', { name: 'Data Masking', selected: true })).toBeInTheDocument();
    const row = await rowOf('LST-lst-1');
    expect(within(row).getAllByRole('cell').slice(1, 7).map((c) => c.textContent)).toEqual([
      'LST-lst-1',
      'Rumah 2 Lantai di Kebayoran Baru',
      'Office Kemang',
      'Budi',
      'Rp 1.500.000.000',
      'Publish',
    ]);
    const q = api.callsTo('GET', 'office/listings')[0]?.query;
    expect(q?.get('filterStatus')).toBe('PUBLISH,UNPUBLISH,EXPIRED,CLOSED');
    expect(q?.get('excludeUserId')).toBe('user-1');
    expect(q?.get('limit')).toBe('25');
    expect(q?.get('offset')).toBe('0');
    // The tab's rows (the row, its owner and the caller's masking counts), not whole listings.
    expect(q?.get('view')).toBe('masking');
  });

  it("each row's code opens the listing's 'Detail Masking Listing' (/masking/{listingId})", async () => {
    mockApi({ 'GET office/listings': list([unmasked, masked]) });
    renderMasking(['agent']);
    const link = within(await rowOf('LST-lst-m')).getByRole('link', { name: 'LST-lst-m' });
    expect(link).toHaveAttribute('href', '/masking/lst-m');
    expect(within(await rowOf('LST-lst-1')).getByRole('link', { name: 'LST-lst-1' })).toHaveAttribute('href', '/masking/lst-1');
    await userEvent.click(link);
    expect(window.location.pathname).toBe('/masking/lst-m');
  });

  it('HQ users ask listings, not office/listings', async () => {
    const api = mockApi({ 'GET listings': list([unmasked]) });
    renderMasking(['admin']);
    await rowOf('LST-lst-1');
    expect(api.callsTo('GET', 'listings')[0]?.query.get('filterStatus')).toBe('PUBLISH,UNPUBLISH,EXPIRED,CLOSED');
    expect(api.callsTo('GET', 'office/listings')).toHaveLength(0);
  });

  it('searches 500 ms after typing and keeps the search in the URL', async () => {
    const api = mockApi({ 'GET office/listings': list([unmasked]) });
    renderMasking(['agent']);
    await rowOf('LST-lst-1');
    await userEvent.type(screen.getByLabelText('Search'), 'kebayoran');
    await waitFor(() => expect(api.callsTo('GET', 'office/listings').at(-1)?.query.get('search')).toBe('kebayoran'));
    expect(new URLSearchParams(window.location.search).get('search')).toBe('kebayoran');
    // One request for the settled text, none per keystroke.
    expect(api.callsTo('GET', 'office/listings').filter((c) => c.query.has('search'))).toHaveLength(1);
  });

  it("'Mask Selected' with nothing selected says 'Please select a listing first before multiple mask!'", async () => {
    const api = mockApi({ 'GET office/listings': list([unmasked]) });
    renderMasking(['agent']);
    await rowOf('LST-lst-1');
    await userEvent.click(screen.getByRole('button', { name: 'Mask Selected' }));
    expect(await screen.findByText(MESSAGES.selectListingFirst)).toBeInTheDocument();
    expect(api.callsTo('POST', 'listing-maskings')).toHaveLength(0);
  });

  it('a masked listing shows Copy Link and PDF with their counts and a disabled Mask; only unmasked ones can be selected', async () => {
    mockApi({ 'GET office/listings': list([unmasked, masked]) });
    renderMasking(['agent']);
    const maskedRow = await rowOf('LST-lst-m');
    expect(within(maskedRow).getByRole('button', { name: 'Copy Link (3)' })).toBeEnabled();
    expect(within(maskedRow).getByRole('button', { name: 'PDF (2)' })).toBeEnabled();
    expect(within(maskedRow).getByRole('button', { name: 'Mask' })).toBeDisabled();
    expect(within(maskedRow).queryByRole('checkbox')).not.toBeInTheDocument();

    const unmaskedRow = await rowOf('LST-lst-1');
    expect(within(unmaskedRow).getByRole('button', { name: 'Mask' })).toBeEnabled();
    expect(within(unmaskedRow).queryByRole('button', { name: /Copy Link/ })).not.toBeInTheDocument();
    expect(within(unmaskedRow).getByRole('checkbox', { name: 'Select LST-lst-1' })).not.toBeChecked();
  });

  it('Mask posts /listing-maskings as the agent, then the row turns masked', async () => {
    let isMasked = false;
    const api = mockApi({
      'GET office/listings': () => list([isMasked ? fakeListing({ maskingCount: 1 }) : unmasked]),
      'POST listing-maskings': (call) => {
        isMasked = true;
        return ok({ listingMaskingId: 'lm-1', ...(call.body as object), createdAt: '2026-03-01T00:00:00.000Z' });
      },
    });
    renderMasking(['agent']);
    await userEvent.click(within(await rowOf('LST-lst-1')).getByRole('button', { name: 'Mask' }));
    expect(await screen.findByText('Listing masked successfully')).toBeInTheDocument();
    expect(api.callsTo('POST', 'listing-maskings').map((c) => c.body)).toEqual([{ employeeId: 'emp-0', listingId: 'lst-1' }]);
    await waitFor(async () => expect(within(await rowOf('LST-lst-1')).getByRole('button', { name: 'Copy Link (0)' })).toBeInTheDocument());
    expect(within(await rowOf('LST-lst-1')).getByRole('button', { name: 'Mask' })).toBeDisabled();
  });

  it('multiple mask: one call per selected listing', async () => {
    const second = fakeListing({ listingId: 'lst-2' });
    const api = mockApi({
      'GET office/listings': list([unmasked, second]),
      'POST listing-maskings': (call) => ok({ listingMaskingId: 'lm', ...(call.body as object), createdAt: '2026-03-01T00:00:00.000Z' }),
    });
    renderMasking(['agent']);
    await userEvent.click(within(await rowOf('LST-lst-1')).getByRole('checkbox'));
    await userEvent.click(within(await rowOf('LST-lst-2')).getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Mask Selected (2)' }));
    expect(await screen.findByText('2 listings masked successfully')).toBeInTheDocument();
    expect(api.callsTo('POST', 'listing-maskings').map((c) => (c.body as { listingId: string }).listingId)).toEqual(['lst-1', 'lst-2']);
  });

  it('Copy Link records a LINK share, then copies the /shared/<code> link and the count is read again', async () => {
    const api = mockApi({
      'GET office/listings': list([masked]),
      'POST listing-masking-histories': (call) => ok({ ...fakeHistory({ listingMaskingHistoryId: 'h-1', ...(call.body as object) }), listingSharedCode: SHARED_CODE }),
    });
    renderMasking(['agent']);
    await userEvent.click(within(await rowOf('LST-lst-m')).getByRole('button', { name: 'Copy Link (3)' }));
    expect(await screen.findByText('Link copied to clipboard')).toBeInTheDocument();
    expect(api.callsTo('POST', 'listing-masking-histories').map((c) => c.body)).toEqual([
      { employeeId: 'emp-0', listingId: 'lst-m', type: 'LINK' },
    ]);
    expect(clipboard.writeText).toHaveBeenCalledWith(`${window.location.origin}/shared/${SHARED_CODE}`);
    await waitFor(() => expect(api.callsTo('GET', 'office/listings')).toHaveLength(2));
  });

  it("PDF: language English, a PDF share is recorded, the document is fetched as a blob and saved as '{title}.pdf'", async () => {
    const saved: { download: string; href: string }[] = [];
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:pdf-1');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ download: this.download, href: this.href });
    });
    const api = mockApi({
      'GET office/listings': list([masked]),
      'GET office/listings/lst-m': ok(masked),
      'POST listing-masking-histories': (call) => ok({ ...fakeHistory({ listingMaskingHistoryId: 'h-2', ...(call.body as object) }), listingSharedCode: SHARED_CODE }),
      'GET pdf/listing/lst-m': () => new Response(new Uint8Array([37, 80, 68, 70]), { status: 200, headers: { 'content-type': 'application/pdf' } }),
    });
    localStorage.setItem(TOKEN_KEY, 'token-1');
    renderMasking(['agent']);
    await userEvent.click(within(await rowOf('LST-lst-m')).getByRole('button', { name: 'PDF (2)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Download PDF' });
    expect(within(dialog).getByLabelText('Bahasa Indonesia')).toBeChecked();
    await userEvent.click(within(dialog).getByLabelText('English'));
    await waitFor(() => expect(api.callsTo('GET', 'office/listings/lst-m')).toHaveLength(1));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Download' }));

    expect(await screen.findByText('PDF downloaded successfully')).toBeInTheDocument();
    expect(api.callsTo('POST', 'listing-masking-histories').map((c) => c.body)).toEqual([
      { employeeId: 'emp-0', listingId: 'lst-m', type: 'PDF' },
    ]);
    const pdf = api.callsTo('GET', 'pdf/listing/lst-m')[0];
    expect(Object.fromEntries(pdf?.query ?? [])).toEqual({ lang: 'en', listingCode: 'LST-lst-m', employeeId: 'emp-0' });
    expect(pdf?.headers.get('Authorization')).toBe('Bearer token-1');
    expect(createObjectURL.mock.calls[0]?.[0].size).toBe(4);
    expect(saved).toEqual([{ download: 'Apartemen Sudirman.pdf', href: 'blob:pdf-1' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("PDF before the listing's orientation has loaded: 'Please wait until loading finished'", async () => {
    const api = mockApi({ 'GET office/listings': list([masked]) });
    const answer = api.fetchMock.getMockImplementation();
    // The listing detail (with pdfOrientation) never arrives.
    api.fetchMock.mockImplementation((input, init) =>
      String(input).includes('office/listings/lst-m') ? new Promise<Response>(() => undefined) : answer!(input, init),
    );
    renderMasking(['agent']);
    await userEvent.click(within(await rowOf('LST-lst-m')).getByRole('button', { name: 'PDF (2)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Download PDF' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Download' }));
    expect(await screen.findByText(MESSAGES.waitLoading)).toBeInTheDocument();
    expect(api.callsTo('POST', 'listing-masking-histories')).toHaveLength(0);
    expect(api.callsTo('GET', 'pdf/listing/lst-m')).toHaveLength(0);
  });

  // Only agents mask and share (§6): the server answers anyone else 'Only agent can do this action',
  // so a non-agent is offered none of it (domain/masking.ts maskRefusal and shareRefusal).
  it('a non-agent sees the listings without selection, Mask, Copy Link, PDF or Mask Selected', async () => {
    const api = mockApi({ 'GET office/listings': list([unmasked, masked]) });
    renderMasking(['franchise_owner']);
    for (const code of ['LST-lst-1', 'LST-lst-m']) {
      const row = await rowOf(code);
      expect(within(row).queryByRole('button')).not.toBeInTheDocument();
      expect(within(row).queryByRole('checkbox')).not.toBeInTheDocument();
    }
    expect(screen.queryByRole('button', { name: /Mask Selected/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('an agent is offered Mask on a listing they may mask, and Copy Link and PDF on one they masked', async () => {
    mockApi({ 'GET office/listings': list([unmasked, masked]) });
    renderMasking(['agent']);
    expect(within(await rowOf('LST-lst-1')).getByRole('button', { name: 'Mask' })).toBeEnabled();
    expect(within(await rowOf('LST-lst-1')).getByRole('checkbox', { name: 'Select LST-lst-1' })).toBeInTheDocument();
    expect(within(await rowOf('LST-lst-m')).getByRole('button', { name: 'Copy Link (3)' })).toBeEnabled();
    expect(screen.getByRole('button', { name: /Mask Selected/ })).toBeInTheDocument();
  });

  it("a franchise owner of several offices filters by office, 'All Office' by default", async () => {
    const api = mockApi({ 'GET office/listings': list([unmasked]) });
    renderMasking(['franchise_owner', 'franchise_owner']);
    await table();
    expect(api.callsTo('GET', 'office/listings')[0]?.query.has('filterOfficeId')).toBe(false);
    expect(await optionsOf('Office')).toEqual(['All Office', 'Office 1', 'Office 2']);
    await userEvent.keyboard('{Escape}');
    await pickOption('Office', 'Office 2');
    await waitFor(() => expect(api.callsTo('GET', 'office/listings').at(-1)?.query.get('filterOfficeId')).toBe('office-1'));
    expect(new URLSearchParams(window.location.search).get('office')).toBe('office-1');
  });

  it("QA's flow log sees the masking flow by name", async () => {
    const flowLog = createFlowLog();
    const flows = { session: null as never, flowLog, inspectorFor: (flow: string, input?: unknown) => flowLog.inspector(flow, input) };
    mockApi({ 'GET office/listings': list([unmasked]) });
    window.history.replaceState(null, '', '/masking');
    renderWithProviders(
      <FlowsContext.Provider value={flows}>
        <MaskingPage />
      </FlowsContext.Provider>,
      { session: fakeSession(['agent']) },
    );
    await rowOf('LST-lst-1');
    await userEvent.click(screen.getByRole('button', { name: 'Mask Selected' }));
    const masking = flowLog.statuses().find((f) => f.flow === 'masking');
    expect(masking?.state).toBe('browsing');
    expect(masking?.recent.map((e) => e.event.type)).toContain('masking.multiMaskRequested');
  });

  it('a single-office agent has no office filter', async () => {
    mockApi({ 'GET office/listings': list([unmasked]) });
    renderMasking(['agent']);
    await table();
    expect(screen.queryByLabelText('Office')).not.toBeInTheDocument();
  });
});
