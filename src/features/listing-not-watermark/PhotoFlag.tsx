import { useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { useEffect, useState, type CSSProperties } from 'react';
import { fromPromise } from 'xstate';
import type { ListingPhoto } from '../../../domain/entities/listing';
import { confirmationOf, watermarkFlagMachine, type UpdateWatermarkInput } from '../../../machines/watermark-flag.machine';
import { useBulkUpdateWatermark } from '../../api/listings/bulk-update-watermark';
import { useFlow } from '../../app/flows/use-flow';
import { showToast } from '../../ui/toast';
import { WatermarkConfirm } from './WatermarkConfirm';
import { WatermarkTag } from '../../ui/WatermarkTag';

const FIGURE_STYLE: CSSProperties = { margin: 0, display: 'flex', flexDirection: 'column', gap: '0.5rem' };
const IMAGE_STYLE: CSSProperties = { width: '100%', aspectRatio: '4 / 3', objectFit: 'cover', borderRadius: 6 };
const CAPTION_STYLE: CSSProperties = { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '0.5rem' };

export interface PhotoFlagProps {
  listingId: string;
  photo: ListingPhoto;
  /** 'Photo 2 of {title}': the image's alt text and the confirmation's subject. */
  name: string;
  /** A bulk 'ALL' request is running: no single move meanwhile. */
  isBusy: boolean;
  /** The flag the server answered with, once this photo's move settled. */
  onSettled: (photo: ListingPhoto) => void;
}

/** One photo's watermark flag (§4), driven by its own watermark-flag actor: the buttons are the moves it allows now. */
export function PhotoFlag({ listingId, photo, name, isBusy, onSettled }: PhotoFlagProps) {
  const { mutateAsync } = useBulkUpdateWatermark();
  const [input] = useState(() => ({ listingId, photo }));
  // Its effects: the request (which refreshes every listing list) and the app's toasts.
  const flag = useFlow(
    () =>
      watermarkFlagMachine.provide({
        actors: { updateWatermark: fromPromise(({ input: update }: { input: UpdateWatermarkInput }) => mutateAsync(update)) },
        actions: { notify: (_, params) => showToast(params) },
      }),
    { name: 'watermarkFlag', input },
  );
  const current = useSelector(flag, (s) => s.context.photo);
  const question = useSelector(flag, (s) => (s.matches('confirming') ? confirmationOf(s.context) : null));
  const isUpdating = useSelector(flag, (s) => s.matches('updating'));
  const canWatermark = useSelector(flag, (s) => s.can({ type: 'watermark.watermarkChosen' }));
  const canNotWatermark = useSelector(flag, (s) => s.can({ type: 'watermark.notWatermarkChosen' }));

  useEffect(() => {
    if (current !== input.photo) onSettled(current);
  }, [current, input.photo, onSettled]);

  return (
    <figure className="photo-flag" aria-label={name} style={FIGURE_STYLE}>
      <img src={current.url} alt={name} loading="lazy" style={IMAGE_STYLE} />
      <figcaption style={CAPTION_STYLE}>
        <WatermarkTag photo={current} />
        {isUpdating && <i className="pi pi-spin pi-spinner" role="status" aria-label="Saving" />}
        <span className="photo-flag-actions" style={CAPTION_STYLE}>
          {canWatermark && (
            <Button type="button" label="Watermarked" size="small" disabled={isBusy} onClick={() => flag.send({ type: 'watermark.watermarkChosen' })} />
          )}
          {canNotWatermark && (
            <Button type="button" label="Not Watermarked" size="small" severity="danger" outlined disabled={isBusy} onClick={() => flag.send({ type: 'watermark.notWatermarkChosen' })} />
          )}
        </span>
      </figcaption>
      <WatermarkConfirm
        question={question}
        subject={name}
        onAccept={() => flag.send({ type: 'watermark.confirmed' })}
        onReject={() => flag.send({ type: 'watermark.cancelled' })}
      />
    </figure>
  );
}
