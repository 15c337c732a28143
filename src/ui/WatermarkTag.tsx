import { Tag } from 'primereact/tag';
import type { ListingPhoto } from '../../domain/entities/listing';
import { watermarkFlag, watermarkLabel, type WatermarkFlag } from '../../domain/watermark';

const FLAG_SEVERITY: Record<WatermarkFlag, 'warning' | 'info' | 'success' | 'danger'> = {
  unidentified: 'warning',
  byGenius: 'info',
  byAdmin: 'success',
  notWatermark: 'danger',
};

/** A photo's watermark flag (§4) as a tag, the same on every screen. */
export function WatermarkTag({ photo }: { photo: Pick<ListingPhoto, 'isWatermark' | 'createdAt'> }) {
  return <Tag value={watermarkLabel(photo)} severity={FLAG_SEVERITY[watermarkFlag(photo)]} />;
}
