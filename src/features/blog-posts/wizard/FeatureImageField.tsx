import { Button } from 'primereact/button';
import { useEffect, useMemo, useRef, useState, type DragEvent } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import type { ArticleImage } from '../../../../domain/entities/article';
import { BLOG_FEATURE_IMAGE_MAX_MB, type UploadContentType } from '../../../../domain/entities/file';
import { MESSAGES } from '../../../../domain/messages';
import { displayFileName, ONLY_JPG_PNG } from '../../../../domain/upload';
import { fieldAria, FieldError } from '../../../ui/FieldError';
import { compressImage } from '../../../ui/image-compression';
import { FeatureImageDetails } from './FeatureImageDetails';
import type { DetailFormOutput, DetailFormValues } from './detail-form';

type Form = UseFormReturn<DetailFormValues, unknown, DetailFormOutput>;

const REFUSAL = { type: ONLY_JPG_PNG, tooLarge: MESSAGES.fileTooLarge(BLOG_FEATURE_IMAGE_MAX_MB), unreadable: MESSAGES.processImageError };

/** A picked file's preview; jsdom and old browsers without object URLs show none. */
function usePreview(blob: Blob | undefined): string | null {
  const url = useMemo(() => (blob && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(blob) : null), [blob]);
  useEffect(() => {
    if (!url) return;
    return () => URL.revokeObjectURL(url);
  }, [url]);
  return url;
}

const baseName = (fileName: string) => fileName.replace(/\.[^.]+$/, '');

interface Props {
  form: Form;
  savedImage: ArticleImage | undefined;
  /** The share of the upload sent, while the saved post's image goes up; null otherwise. */
  uploadProgress: number | null;
}

/**
 * The feature image (§5): JPG or PNG, compressed to 10 MB when picked, sent
 * once the post is saved; name required, caption optional, alt text up to 200.
 */
export function FeatureImageField({ form, savedImage, uploadProgress }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const [isCompressing, setIsCompressing] = useState(false);
  const file = useWatch({ control: form.control, name: 'featureImageFile' });
  const preview = usePreview(file?.blob);
  const error = form.formState.errors.featureImageFile?.message;

  const take = async (picked: File | undefined) => {
    if (!picked) return;
    setIsCompressing(true);
    const compressed = await compressImage(picked, BLOG_FEATURE_IMAGE_MAX_MB);
    setIsCompressing(false);
    if (!compressed.ok) return form.setError('featureImageFile', { type: 'file', message: REFUSAL[compressed.reason] });
    form.clearErrors('featureImageFile');
    form.setValue('featureImageFile', { blob: compressed.blob, fileName: picked.name, contentType: picked.type as UploadContentType }, { shouldDirty: true });
    if (!form.getValues('featureImage.imageName')) form.setValue('featureImage.imageName', baseName(picked.name), { shouldDirty: true });
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    void take(event.dataTransfer.files[0]);
  };

  const percent = uploadProgress === null ? null : Math.round(uploadProgress * 100);
  const shownName = file ? displayFileName(file.fileName) : '';
  return (
    <fieldset className="field" style={{ border: 0, padding: 0, margin: 0 }}>
      <legend>Feature Image</legend>
      <div onDragOver={(e) => e.preventDefault()} onDrop={onDrop} style={{ border: '2px dashed #cbd5e1', borderRadius: 6, padding: '1rem', textAlign: 'center' }}>
        <label htmlFor="featureImageFile" id="featureImageFile-hint" style={{ display: 'block' }}>
          Image (JPG or PNG, up to {BLOG_FEATURE_IMAGE_MAX_MB} MB)
        </label>
        <Button type="button" label={file || savedImage ? 'Change image' : 'Choose image'} icon="pi pi-upload" outlined loading={isCompressing} onClick={() => input.current?.click()} />
        <input
          ref={input}
          id="featureImageFile"
          type="file"
          accept="image/jpeg,image/png"
          tabIndex={-1}
          className="sr-only"
          {...fieldAria('featureImageFile', error)}
          onChange={(e) => {
            void take(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
      </div>
      <FieldError id="featureImageFile-error" message={error} />
      {percent !== null && (
        <div role="progressbar" aria-label={`Uploading ${shownName}`} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} style={{ height: 6, background: '#e5e7eb', borderRadius: 3 }}>
          <div style={{ width: `${percent}%`, height: '100%', background: '#2951A3', borderRadius: 3 }} />
        </div>
      )}
      <FeatureImageDetails
        form={form}
        file={file}
        preview={preview}
        savedImage={savedImage}
        onRemove={() => form.setValue('featureImageFile', null, { shouldDirty: true })}
      />
    </fieldset>
  );
}
