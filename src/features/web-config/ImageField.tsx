import { UPLOAD_MAX_MB } from '../../../domain/entities/file';
import { uploadFile } from '../../api/files/upload-file';
import { UploadBox, type UploadImage } from '../../ui/UploadBox';

/** An image goes up when picked (jpg/png, §9's general 2 MB: 'File must smaller than 2MB!'); the form keeps its URL. */
const uploadImage: UploadImage = async ({ blob, fileName, contentType }, options) => {
  const file = await uploadFile({ file: blob, fileName, contentType, purpose: 'general' }, options);
  return { key: file.fileKey, url: file.url };
};

export function ImageField({ id, label, url, error, onChange }: { id: string; label: string; url: string; error?: string; onChange: (url: string) => void }) {
  return (
    <UploadBox
      id={id}
      label={label}
      maxMb={UPLOAD_MAX_MB.general}
      images={url ? [{ key: id, url }] : []}
      upload={uploadImage}
      onUploaded={(image) => onChange(image.url)}
      onRemove={() => onChange('')}
      error={error}
    />
  );
}
