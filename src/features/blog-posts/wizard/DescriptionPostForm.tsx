import { zodResolver } from '@hookform/resolvers/zod';
import { useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { articleBodyHtml } from '../../../../domain/entities/article';
import { FieldError } from '../../../ui/FieldError';
import { scrollToField } from '../../../ui/focus-first-invalid';
import { RichTextEditor } from '../../../ui/RichTextEditor';
import type { BlogWizardActor } from './use-blog-wizard';
import { useEmbeddedImages } from './use-embedded-images';

const descriptionForm = z.object({ body: articleBodyHtml });
type DescriptionValues = z.infer<typeof descriptionForm>;

interface Props {
  actor: BlogWizardActor;
  articleId: string;
  initialBody: string;
  /** Every change, so 'Previous' and back again keeps what was written. */
  onBodyChange: (html: string) => void;
  onPrevious: () => void;
}

/** Step 2, description-post (§2, §5): the body in the full editor; Create (a new post) or Update (an edit). */
export function DescriptionPostForm({ actor, articleId, initialBody, onBodyChange, onPrevious }: Props) {
  const form = useForm<DescriptionValues>({ resolver: zodResolver(descriptionForm), defaultValues: { body: initialBody }, shouldFocusError: false });
  const images = useEmbeddedImages(articleId);
  const isSubmitting = useSelector(actor, (s) => s.matches({ description: 'submitting' }));
  const isNew = useSelector(actor, (s) => s.context.mode === 'create');
  const error = form.formState.errors.body?.message;

  const onValid = ({ body }: DescriptionValues) => actor.send({ type: 'description.submitted', body });

  return (
    <form noValidate className="form" onSubmit={(e) => void form.handleSubmit(onValid, () => scrollToField('body'))(e)}>
      <section className="card form-section">
        <h2 className="card-title">Description Post</h2>
        <div className="field">
          <label id="body-label" htmlFor="body">
            Body
          </label>
          <Controller
            control={form.control}
            name="body"
            render={({ field }) => (
              <RichTextEditor
                id="body"
                labelId="body-label"
                toolbar="full"
                images={images}
                value={field.value}
                onChange={(html) => {
                  field.onChange(html);
                  onBodyChange(html);
                }}
                onBlur={field.onBlur}
                invalid={Boolean(error)}
                describedBy={error ? 'body-error' : undefined}
                placeholder="Write the post"
              />
            )}
          />
          <FieldError id="body-error" message={error} />
        </div>
      </section>
      <div className="form-actions" style={{ display: 'flex', justifyContent: 'space-between', gap: '0.5rem', marginTop: '1rem' }}>
        <Button type="button" label="Previous" outlined onClick={onPrevious} disabled={isSubmitting} />
        <Button type="submit" label={isNew ? 'Create' : 'Update'} loading={isSubmitting} />
      </div>
    </form>
  );
}
