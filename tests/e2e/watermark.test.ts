/**
 * Watermark flags in Chromium (issue 5): an admin opens a listing's photos on
 * /listing-not-watermark and moves flags only the way §4 allows — an
 * Unidentified photo to Watermarked after 'Watermarked?', then that one to Not
 * Watermark after 'Not watermarked?'. A 'Watermark by Genius' photo offers no
 * move, and the server refuses one sent anyway.
 */
import { describe, expect, it } from 'vitest';
import type { ListPayload } from '../../domain/entities/common';
import type { Listing } from '../../domain/entities/listing';
import { ApiCallError, api, apiSignIn, login, toasts } from './support/app';
import { useBrowser } from './support/browser';

const e2e = useBrowser();

type Row = Listing & { unflaggedPhotoCount: number };

describe('watermark flags', () => {
  it('moves a photo Unidentified → Watermarked → Not Watermark through confirmations, and never changes a Genius one', async () => {
    const { page } = e2e;
    const admin = await apiSignIn('admin@demo.test');
    const rows = (await api<{ payload: ListPayload<Row> }>('GET', 'listings/not-watermark?limit=100', { token: admin })).payload.results;
    // A listing with an unflagged photo and a Genius one, so both promises are seen in one modal.
    const target = rows.find((l) => l.photos.some((p) => p.isWatermark === true && p.createdAt)) ?? rows[0]!;
    expect(target.unflaggedPhotoCount).toBeGreaterThan(0);

    await login(page, 'admin@demo.test');
    await page.goto(`/listing-not-watermark?search=${encodeURIComponent(target.listingCode)}`);
    await page.getByRole('button', { name: `View photos of ${target.listingCode}` }).click();
    const modal = page.getByRole('dialog', { name: target.title });
    await modal.waitFor();

    const index = target.photos.findIndex((p) => p.isWatermark === undefined || p.isWatermark === null);
    const photo = modal.getByRole('figure', { name: `Photo ${index + 1} of ${target.title}` });
    await photo.getByText('Unidentified').waitFor();

    await photo.getByRole('button', { name: 'Watermarked', exact: true }).click();
    const yes = page.getByRole('dialog', { name: 'Watermarked?' }).getByRole('button', { name: 'Yes' });
    await yes.click();
    await toasts(page).filter({ hasText: 'Success change to watermarked' }).first().waitFor();
    await photo.getByText('Watermark by Admin').waitFor();
    // Marked by an admin: only the way back to Not Watermark is offered.
    expect(await photo.getByRole('button', { name: 'Watermarked', exact: true }).count()).toBe(0);

    await photo.getByRole('button', { name: 'Not Watermarked', exact: true }).click();
    await page.getByRole('dialog', { name: 'Not watermarked?' }).getByRole('button', { name: 'Yes' }).click();
    await toasts(page).filter({ hasText: 'Not watermarked' }).first().waitFor();
    await photo.getByText('Not Watermark', { exact: true }).waitFor();

    const genius = target.photos.findIndex((p) => p.isWatermark === true && p.createdAt);
    if (genius >= 0) {
      const card = modal.getByRole('figure', { name: `Photo ${genius + 1} of ${target.title}` });
      await card.getByText('Watermark by Genius').waitFor();
      expect(await card.getByRole('button').count()).toBe(0);
      // The server refuses the move the screen does not offer.
      const refused = await api('POST', `listings/${target.listingId}/bulk-update-status-watermark`, {
        token: admin,
        body: { keys: [target.photos[genius]!.key], isWatermark: false },
      }).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(ApiCallError);
      expect((refused as ApiCallError).status).toBe(400);
    }
  });
});
