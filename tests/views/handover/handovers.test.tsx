import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { HANDOVER_MESSAGES, type Handover } from '../../../domain/handover';
import HandoverDetailPage from '../../../src/features/handover/HandoverDetailPage';
import HandoverFormPage from '../../../src/features/handover/HandoverFormPage';
import HandoverListPage from '../../../src/features/handover/HandoverListPage';
import { list, mockApi, ok } from '../support/api';
import { renderScreen } from '../support/render';
import { fakeSession } from '../support/session';

/** The agent of the fake session is emp-0. */
const handoverOf = (overrides: Partial<Handover> = {}): Handover => ({
  handoverId: 'h-1',
  handoverCode: 'HOV-000001',
  closingId: 'c-1',
  closingCode: 'CLS-000007',
  listing: { listingId: 'l-1', listingCode: 'LST-100001', title: 'Rumah Hook di Bintaro' },
  officeId: 'office-0',
  officeName: 'Genius Jakarta Selatan',
  employeeId: 'emp-0',
  agentName: 'Nanda',
  handoverDate: '2026-11-20',
  receiverName: 'Hendra Gunawan',
  note: null,
  status: 'OPEN',
  checkedCount: 1,
  itemCount: 2,
  completedAt: null,
  createdAt: '2026-11-19T03:00:00.000Z',
  items: [
    { position: 0, label: 'Keys handed over', checked: true, note: null },
    { position: 1, label: 'Meter reading recorded', checked: false, note: null },
  ],
  files: [],
  ...overrides,
});

const toast = (text: string) => screen.findByText(text, { selector: '.p-toast-summary' });
const renderAt = (path: string, pattern: string, Screen: ComponentType, roles: Parameters<typeof fakeSession>[0]) => renderScreen(path, pattern, Screen, { session: fakeSession(roles) });

describe('/handover', () => {
  it('lists an agent’s handovers under office/ with the URL’s status, and offers Create Handover to agents only', async () => {
    const api = mockApi({ 'GET office/handovers': list([handoverOf()]) });
    renderAt('/handover?status=OPEN', '/handover', HandoverListPage, ['agent']);
    const row = await within(await screen.findByRole('table', { name: 'Handovers' })).findByRole('row', { name: /HOV-000001/ });
    expect(row).toHaveTextContent('Hendra Gunawan');
    expect(row).toHaveTextContent('1/2');
    expect(within(row).getByText('In Progress')).toBeInTheDocument();
    expect(api.callsTo('GET', 'office/handovers')[0]!.query.get('filterStatus')).toBe('OPEN');
    expect(screen.getByRole('link', { name: 'Create Handover' })).toHaveAttribute('href', '/handover/create');
  });

  it('reads HQ’s list unprefixed, without Create Handover', async () => {
    const api = mockApi({ 'GET handovers': list([handoverOf()]) });
    renderAt('/handover', '/handover', HandoverListPage, ['admin_hq']);
    await screen.findByRole('table', { name: 'Handovers' });
    expect(api.callsTo('GET', 'handovers')).toHaveLength(1);
    expect(screen.queryByRole('link', { name: 'Create Handover' })).not.toBeInTheDocument();
  });
});

describe('/handover/create', () => {
  const closing = { closingId: 'c-9', closingCode: 'CLS-000009', listingCode: 'LST-100009', title: 'Apartemen PIK', buyerName: 'Liem Swie King', closingDate: '2026-11-01' };

  it('refuses at the fields before sending, and fills the receiver from the chosen closing', async () => {
    const api = mockApi({ 'GET office/handovers/closings': ok([closing]), 'POST office/handovers': ok(handoverOf({ handoverId: 'h-9' })) });
    renderAt('/handover/create', '/handover/create', HandoverFormPage, ['agent']);
    const form = await screen.findByRole('form', { name: 'Create handover' });
    await userEvent.click(within(form).getByRole('button', { name: 'Create Handover' }));
    expect(await within(form).findByText('Closing is required.')).toBeInTheDocument();
    expect(within(form).getByText('Receiver name is required.')).toBeInTheDocument();
    expect(api.callsTo('POST', 'office/handovers')).toHaveLength(0);

    await userEvent.selectOptions(within(form).getByLabelText('Closing'), 'c-9');
    expect(within(form).getByLabelText('Receiver (buyer or tenant)')).toHaveValue('Liem Swie King');
    // An emptied checklist line is refused at that line.
    await userEvent.clear(within(form).getByLabelText('Checklist item 1'));
    await userEvent.click(within(form).getByRole('button', { name: 'Create Handover' }));
    expect(await within(form).findByText('Checklist item is required.')).toBeInTheDocument();
    await userEvent.type(within(form).getByLabelText('Checklist item 1'), 'Keys');
    await userEvent.click(within(form).getByRole('button', { name: 'Create Handover' }));
    expect(await toast(HANDOVER_MESSAGES.created)).toBeInTheDocument();
    const sent = api.callsTo('POST', 'office/handovers')[0]!.body as { closingId: string; receiverName: string; items: { label: string }[] };
    expect(sent).toMatchObject({ closingId: 'c-9', receiverName: 'Liem Swie King' });
    expect(sent.items[0]!.label).toBe('Keys');
  });
});

describe('/handover/{handoverId}', () => {
  it('lets the handing agent tick an item, and keeps Complete disabled with the reason until it may be completed', async () => {
    const api = mockApi({
      'GET office/handovers/h-1': ok(handoverOf()),
      'PATCH office/handovers/h-1': ok(handoverOf({ checkedCount: 2, items: handoverOf().items!.map((i) => ({ ...i, checked: true })) })),
    });
    renderAt('/handover/h-1', '/handover/:handoverId', HandoverDetailPage, ['agent']);
    expect(await screen.findByRole('button', { name: 'Complete Handover' })).toBeDisabled();
    expect(screen.getByRole('note')).toHaveTextContent(HANDOVER_MESSAGES.uncheckedItems);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Meter reading recorded' }));
    const patch = api.callsTo('PATCH', 'office/handovers/h-1')[0]!.body as { items: { checked: boolean }[] };
    expect(patch.items.map((i) => i.checked)).toEqual([true, true]);
  });

  it('completes once every item is ticked and a signature is on file', async () => {
    const ready = handoverOf({
      checkedCount: 2,
      items: handoverOf().items!.map((i) => ({ ...i, checked: true })),
      files: [{ handoverFileId: 'f-1', fileKey: 'k'.repeat(22), fileName: 'signed.png', url: `/api/files/${'k'.repeat(22)}`, kind: 'SIGNATURE', createdAt: '2026-11-20T03:00:00.000Z' }],
    });
    const api = mockApi({ 'GET office/handovers/h-1': ok(ready), 'POST office/handovers/h-1/complete': ok({ ...ready, status: 'COMPLETED' }) });
    renderAt('/handover/h-1', '/handover/:handoverId', HandoverDetailPage, ['agent']);
    const complete = await screen.findByRole('button', { name: 'Complete Handover' });
    expect(complete).toBeEnabled();
    await userEvent.click(complete);
    expect(await toast(HANDOVER_MESSAGES.completed)).toBeInTheDocument();
    expect(api.callsTo('POST', 'office/handovers/h-1/complete')).toHaveLength(1);
  });

  it('shows an office’s manager the handover read-only', async () => {
    mockApi({ 'GET office/handovers/h-1': ok(handoverOf({ employeeId: 'emp-77' })) });
    renderAt('/handover/h-1', '/handover/:handoverId', HandoverDetailPage, ['manager_office']);
    expect(await screen.findByRole('heading', { name: /HOV-000001/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Complete Handover' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.getByText('Keys handed over')).toBeInTheDocument();
  });
});
