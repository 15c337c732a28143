import { useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { InputTextarea } from 'primereact/inputtextarea';
import { useEffect, useMemo } from 'react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import type { Article } from '../../../../domain/entities/article';
import { LIMITS } from '../../../../domain/validation';
import { fieldAria, FieldError } from '../../../ui/FieldError';
import { scrollToField } from '../../../ui/focus-first-invalid';
import { TextField } from '../../../ui/TextField';
import { detailDefaults, detailResolver, scheduleOf, detailValues, firstInvalidField, type DetailFormOutput, type DetailFormValues } from './detail-form';
import { FeatureImageField } from './FeatureImageField';
import { PublishTypeField } from './PublishTypeField';
import { SlugField, type SlugState } from './SlugField';
import { TaxonomyFields } from './TaxonomyFields';
import type { BlogWizardActor } from './use-blog-wizard';
import { useTaxonomy } from './use-taxonomy';

interface Props {
  actor: BlogWizardActor;
  /** The post being edited, as the wizard started from it; null for a new post. */
  article: Article | null;
  /** A new post is signed by its writer until they change it. */
  authorName: string;
  uploadProgress: number | null;
}

function slugStateOf(value: unknown): SlugState {
  const slug = (value as { detail?: { slug?: string } }).detail?.slug;
  if (slug === 'used' || slug === 'empty' || slug === 'available') return slug;
  return slug === 'resolving' ? 'available' : 'checking';
}

/** Step 1, detail-post (§2, §5): the form checks its fields; the machine checks the URL, saves and uploads. */
export function DetailPostForm({ actor, article, authorName, uploadProgress }: Props) {
  const taxonomy = useTaxonomy();
  const initial = useMemo(() => detailDefaults(article, authorName), [article, authorName]);
  const resolver = useMemo(() => detailResolver((article?.images.length ?? 0) > 0, article ? scheduleOf(article) : null), [article]);
  const form = useForm<DetailFormValues, unknown, DetailFormOutput>({ resolver, defaultValues: initial, shouldFocusError: false });
  const slug = useSelector(actor, (s) => s.context.slug);
  const slugState = useSelector(actor, (s) => slugStateOf(s.value));
  const isSaving = useSelector(actor, (s) => s.matches({ detail: { form: 'saving' } }) || s.matches({ detail: { form: 'uploadingImage' } }));
  const savingIntent = useSelector(actor, (s) => s.context.intent);
  const subtitle = useWatch({ control: form.control, name: 'subtitle' }) ?? '';
  const { errors, isSubmitted } = form.formState;

  // The URL is the machine's: the form holds a copy so 'URL is required.' shows with the other messages.
  useEffect(() => {
    form.setValue('slug', slug, { shouldValidate: isSubmitted });
  }, [form, slug, isSubmitted]);

  const onValid = (values: DetailFormOutput, intent: 'next' | 'draft') => {
    if (slugState === 'used') return scrollToField('slug');
    const detail = detailValues(values, taxonomy.categories);
    const featureImage = values.featureImageFile ? { file: values.featureImageFile, fields: values.featureImage } : null;
    actor.send({ type: intent === 'draft' ? 'draft.requested' : 'detail.submitted', detail, featureImage });
  };

  // §8: a refused submit scrolls to the first invalid field's label and focuses the field.
  const onInvalid = (invalid: FieldErrors<DetailFormValues>) => {
    const fieldId = firstInvalidField(invalid) ?? (invalid.slug ? 'title' : undefined);
    if (fieldId) scrollToField(fieldId);
  };

  const submit = (intent: 'next' | 'draft') => void form.handleSubmit((values) => onValid(values, intent), onInvalid)();

  const subtitleError = errors.subtitle?.message;
  return (
    <form noValidate className="form" onSubmit={(e) => e.preventDefault()} aria-labelledby="detail-post-heading">
      <fieldset disabled={isSaving} style={{ border: 0, padding: 0, margin: 0, display: 'grid', gap: '1rem' }}>
        <section className="card form-section" style={{ display: 'grid', gap: '0.75rem' }}>
          <h2 id="detail-post-heading" className="card-title">
            Detail Post
          </h2>
          <TextField
            id="title"
            label="Title"
            error={errors.title?.message}
            registration={form.register('title', { onChange: (e: { target: { value: string } }) => actor.send({ type: 'title.changed', title: e.target.value }) })}
          />
          <SlugField slug={slug} state={slugState} error={errors.slug?.message} />
          <div className="field">
            <label htmlFor="subtitle">Meta Description</label>
            <InputTextarea id="subtitle" rows={3} className={['w-full', subtitleError ? 'p-invalid' : ''].join(' ')} {...form.register('subtitle')} {...fieldAria('subtitle', subtitleError)} />
            <small aria-live="polite" style={{ color: subtitle.length > LIMITS.metaDescriptionMax ? '#b91c1c' : undefined }}>
              {subtitle.length}/{LIMITS.metaDescriptionMax}
            </small>
            <FieldError id="subtitle-error" message={subtitleError} />
          </div>
          <TextField id="authorName" label="Author/Editor Name" error={errors.authorName?.message} registration={form.register('authorName')} />
          <TaxonomyFields form={form} taxonomy={taxonomy} />
          <FeatureImageField form={form} savedImage={article?.images[0]} uploadProgress={uploadProgress} />
          <PublishTypeField form={form} />
        </section>
        <div className="form-actions" style={{ display: 'flex', justifyContent: 'flex-end', gap: '0.5rem' }}>
          <Button type="button" label="Save to Draft" outlined loading={isSaving && savingIntent === 'draft'} onClick={() => submit('draft')} />
          <Button type="button" label="Next" loading={isSaving && savingIntent === 'next'} onClick={() => submit('next')} />
        </div>
      </fieldset>
    </form>
  );
}
