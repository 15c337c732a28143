import { Controller } from 'react-hook-form';
import { FieldError } from '../../../ui/FieldError';
import { RichTextEditor } from '../../../ui/RichTextEditor';
import type { ListingFormApi } from './listing-form';

/** The description: HTML from the limited editor, at least 20 characters of text (§5). */
export function DescriptionSection({ form }: { form: ListingFormApi }) {
  const error = form.formState.errors.description?.message;
  return (
    <section className="card form-section">
      <div className="field">
        {/* The section's title is the editor's label. */}
        <h2 className="card-title">
          <label id="description-label" htmlFor="description">
            Description
          </label>
        </h2>
        <Controller
          control={form.control}
          name="description"
          render={({ field }) => (
            <RichTextEditor
              id="description"
              labelId="description-label"
              value={field.value ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              invalid={Boolean(error)}
              describedBy={error ? 'description-error' : undefined}
              placeholder="Describe the property (at least 20 characters)"
            />
          )}
        />
        <FieldError id="description-error" message={error} />
      </div>
    </section>
  );
}
