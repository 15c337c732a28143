import { useFieldArray, useWatch } from 'react-hook-form';
import { UPLOAD_MAX_MB } from '../../../../domain/entities/file';
import { uploadFile } from '../../../api/files/upload-file';
import { UploadBox, type UploadImage } from '../../../ui/UploadBox';
import type { ListingFormApi } from './listing-form';

/** Listing photos go up as they are picked (compressed to 2 MB) and travel in the body as { key, url }. */
const uploadListingPhoto: UploadImage = async ({ blob, fileName, contentType }, options) => {
  const file = await uploadFile({ file: blob, fileName, contentType, purpose: 'listingPhoto' }, options);
  return { key: file.fileKey, url: file.url };
};

export function PhotosSection({ form }: { form: ListingFormApi }) {
  const { control, formState } = form;
  const { append, remove } = useFieldArray({ control, name: 'photos' });
  const photos = useWatch({ control, name: 'photos' }) ?? [];
  const errors = formState.errors.photos;
  return (
    <section className="card form-section">
      <UploadBox
        id="photos"
        label="Photos"
        labelClassName="card-title"
        maxMb={UPLOAD_MAX_MB.listingPhoto}
        images={photos}
        upload={uploadListingPhoto}
        onUploaded={(photo) => append(photo)}
        onRemove={(index) => remove(index)}
        error={errors?.message ?? errors?.root?.message}
      />
    </section>
  );
}
