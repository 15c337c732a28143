import { Button } from 'primereact/button';
import { InputTextarea } from 'primereact/inputtextarea';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import type { ArticleImage } from '../../../../domain/entities/article';
import { LIMITS } from '../../../../domain/validation';
import { displayFileName } from '../../../../domain/upload';
import { fieldAria, FieldError } from '../../../ui/FieldError';
import { TextField } from '../../../ui/TextField';
import type { DetailFormOutput, DetailFormValues } from './detail-form';
import type { FeatureImageFile } from './use-blog-wizard';

type Form = UseFormReturn<DetailFormValues, unknown, DetailFormOutput>;

interface Props {
  form: Form;
  file: FeatureImageFile | null;
  preview: string | null;
  savedImage: ArticleImage | undefined;
  onRemove: () => void;
}

const THUMB = { width: 240, maxWidth: '100%', aspectRatio: '16 / 9', objectFit: 'cover', borderRadius: 6, display: 'block' } as const;

/** The saved image as it stands: its fields change with a new image only. */
function SavedImage({ image }: { image: ArticleImage }) {
  const { imageName, captionImage, altText } = image.metadata;
  return (
    <figure style={{ margin: 0 }}>
      <img src={image.imageUrl} alt={altText || imageName} style={THUMB} />
      <figcaption>
        {imageName}
        {captionImage ? ` — ${captionImage}` : ''} <small>(choose a new image to replace it)</small>
      </figcaption>
    </figure>
  );
}

/** The chosen image's preview and fields: name (required), caption (optional), alt text (max 200, §5). */
export function FeatureImageDetails({ form, file, preview, savedImage, onRemove }: Props) {
  const { errors } = form.formState;
  const altText = useWatch({ control: form.control, name: 'featureImage.altText' }) ?? '';
  if (!file) return savedImage ? <SavedImage image={savedImage} /> : null;
  const altError = errors.featureImage?.altText?.message;
  const name = displayFileName(file.fileName);
  return (
    <div style={{ display: 'grid', gap: '0.75rem' }}>
      <div style={{ display: 'flex', gap: '0.75rem', alignItems: 'center' }}>
        {preview && <img src={preview} alt={`Preview of ${name}`} style={THUMB} />}
        <span title={file.fileName}>{name}</span>
        <Button type="button" icon="pi pi-trash" text rounded severity="danger" aria-label={`Remove ${name}`} onClick={onRemove} />
      </div>
      <TextField id="featureImage.imageName" label="Image Name" error={errors.featureImage?.imageName?.message} registration={form.register('featureImage.imageName')} />
      <TextField id="featureImage.captionImage" label="Caption (optional)" error={errors.featureImage?.captionImage?.message} registration={form.register('featureImage.captionImage')} />
      <div className="field">
        <label htmlFor="featureImage.altText">Alt Text</label>
        <InputTextarea
          id="featureImage.altText"
          rows={2}
          className={['w-full', altError ? 'p-invalid' : ''].join(' ')}
          {...form.register('featureImage.altText')}
          {...fieldAria('featureImage.altText', altError)}
        />
        <small aria-live="polite">
          {altText.length}/{LIMITS.altTextMax}
        </small>
        <FieldError id="featureImage.altText-error" message={altError} />
      </div>
    </div>
  );
}
