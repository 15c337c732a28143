import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { Controller, useWatch } from 'react-hook-form';
import { MAX_LISTING_VIDEOS } from '../../../../domain/entities/listing';
import { fieldAria, FieldError } from '../../../ui/FieldError';
import type { ListingFormApi } from './listing-form';

/** YouTube links, one per row. */
export function VideosSection({ form }: { form: ListingFormApi }) {
  const { control, setValue, formState } = form;
  const urls = useWatch({ control, name: 'videoUrl' }) ?? [];
  const errors = formState.errors.videoUrl;
  const setUrls = (next: string[]) => setValue('videoUrl', next, { shouldDirty: true, shouldValidate: formState.isSubmitted });
  return (
    <section className="card form-section">
      <h2 className="card-title">Videos</h2>
      {urls.map((_, index) => {
        const id = `videoUrl.${index}`;
        const error = errors?.[index]?.message;
        return (
          // Rows are plain strings with no identity of their own; the controller reads each value from the form.
          <div key={index} className="form-grid video-row">
            <div className="field">
              <label htmlFor={id}>
                YouTube URL<span className="sr-only"> {index + 1}</span>
              </label>
              <Controller
                control={control}
                name={`videoUrl.${index}`}
                render={({ field }) => (
                  <InputText
                    id={id}
                    type="url"
                    placeholder="https://www.youtube.com/watch?v=…"
                    value={field.value ?? ''}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    ref={field.ref}
                    className={error ? 'w-full p-invalid' : 'w-full'}
                    {...fieldAria(id, error)}
                  />
                )}
              />
              <FieldError id={`${id}-error`} message={error} />
            </div>
            <Button type="button" icon="pi pi-trash" text severity="danger" aria-label={`Remove video ${index + 1}`} onClick={() => setUrls(urls.filter((_, i) => i !== index))} />
          </div>
        );
      })}
      <div className="form-actions">
        <Button type="button" label="Add video" icon="pi pi-plus" outlined disabled={urls.length >= MAX_LISTING_VIDEOS} onClick={() => setUrls([...urls, ''])} />
      </div>
    </section>
  );
}
