import { Checkbox } from 'primereact/checkbox';
import { MultiSelect } from 'primereact/multiselect';
import { Controller, useWatch } from 'react-hook-form';
import { EMPLOYEE_FORM_LABELS as L, STAR_AGENT_ITEM_LABELS, STAR_AGENT_ITEM_TYPES } from '../../../domain/employee-admin';
import { UPLOAD_MAX_MB } from '../../../domain/entities/file';
import { uploadFile } from '../../api/files/upload-file';
import { Field } from '../../ui/Field';
import { FieldError, fieldAria } from '../../ui/FieldError';
import { RichTextEditor } from '../../ui/RichTextEditor';
import { TextField } from '../../ui/TextField';
import { UploadBox, type UploadImage } from '../../ui/UploadBox';
import type { EmployeeFormApi } from './employee-form';

const ITEM_OPTIONS = STAR_AGENT_ITEM_TYPES.map((value) => ({ value, label: STAR_AGENT_ITEM_LABELS[value] }));

/** The photo goes up when picked (compressed to §5's general 2 MB) and the form keeps the URL POST /files answers. */
const uploadStarAgentPhoto: UploadImage = async ({ blob, fileName, contentType }, options) => {
  const file = await uploadFile({ file: blob, fileName, contentType, purpose: 'general' }, options);
  return { key: file.fileKey, url: file.url };
};

/** An agent's self-listing permission and their star agent page: photo, title, web content, badges. */
export function StarAgentFields({ form }: { form: EmployeeFormApi }) {
  const { control, register, setValue, formState } = form;
  const errors = formState.errors;
  const photoUrl = useWatch({ control, name: 'starAgentPhotoUrl' });
  const contentError = errors.starAgentWebContent?.message;
  const itemsError = errors.starAgentItems?.message ?? errors.starAgentItems?.root?.message;
  return (
    <section className="card form-section" aria-labelledby="star-agent-title">
      <h2 id="star-agent-title" className="card-title">
        Star Agent
      </h2>
      {/* The fields one under another, spaced as the rest of the form. */}
      <div className="form">
        <Controller
          control={control}
          name="allowSelfListing"
          render={({ field }) => (
            <div className="field">
              <span className="radio-option">
                <Checkbox inputId="allowSelfListing" inputRef={field.ref} checked={field.value} onChange={(e) => field.onChange(e.checked === true)} />
                <label htmlFor="allowSelfListing">{L.allowSelfListing}</label>
              </span>
            </div>
          )}
        />
        <UploadBox
          id="starAgentPhotoUrl"
          label={L.starAgentPhotoUrl}
          maxMb={UPLOAD_MAX_MB.general}
          images={photoUrl ? [{ key: 'star-agent-photo', url: photoUrl }] : []}
          upload={uploadStarAgentPhoto}
          // One photo: a new one takes the place of the old.
          onUploaded={(image) => setValue('starAgentPhotoUrl', image.url, { shouldDirty: true })}
          onRemove={() => setValue('starAgentPhotoUrl', '', { shouldDirty: true })}
          error={errors.starAgentPhotoUrl?.message}
        />
        <TextField id="starAgentTitle" label={L.starAgentTitle} error={errors.starAgentTitle?.message} registration={register('starAgentTitle')} isFullWidth />
        <div className="field">
          <label id="starAgentWebContent-label" htmlFor="starAgentWebContent" className="field-label">
            {L.starAgentWebContent}
          </label>
          <Controller
            control={control}
            name="starAgentWebContent"
            render={({ field }) => (
              <RichTextEditor
                id="starAgentWebContent"
                labelId="starAgentWebContent-label"
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                invalid={Boolean(contentError)}
                describedBy={contentError ? 'starAgentWebContent-error' : undefined}
                placeholder="What the star agent page says about them"
              />
            )}
          />
          <FieldError id="starAgentWebContent-error" message={contentError} />
        </div>
        <Field htmlFor="starAgentItems" label={L.starAgentItems} error={itemsError}>
          <Controller
            control={control}
            name="starAgentItems"
            render={({ field }) => (
              <MultiSelect
                inputId="starAgentItems"
                inputRef={field.ref}
                value={field.value}
                options={ITEM_OPTIONS}
                optionLabel="label"
                optionValue="value"
                display="chip"
                placeholder="Select items"
                className="w-full"
                invalid={Boolean(itemsError)}
                onChange={(e) => field.onChange(e.value as string[])}
                onBlur={field.onBlur}
                {...fieldAria('starAgentItems', itemsError)}
              />
            )}
          />
        </Field>
      </div>
    </section>
  );
}
