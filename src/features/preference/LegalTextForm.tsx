import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'primereact/button';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { appConfigValue, type LegalTextKey } from '../../../domain/entities/app-config';
import { MESSAGES } from '../../../domain/messages';
import { LEGAL_TEXT_LABELS, PREFERENCE_LABELS } from '../../../domain/preference';
import { useUpdateAppConfig } from '../../api/app-configs/update-app-config';
import { FieldError } from '../../ui/FieldError';
import { RichTextEditor } from '../../ui/RichTextEditor';
import { sanitizeHtml } from '../../ui/SafeHtml';
import { applyServerErrors } from '../../ui/server-errors';
import { showToast } from '../../ui/toast';

interface Props {
  configKey: LegalTextKey;
  /** The stored HTML. */
  initial: string;
}

/** A legal text in the limited editor (§9) with 'Update': PATCH app-configs/{key}, 'Updated successfully' (§8). */
export function LegalTextForm({ configKey, initial }: Props) {
  const update = useUpdateAppConfig();
  const schema = z.object({ value: appConfigValue[configKey] });
  // The editor puts its first value into the page as HTML: cleaned here too, whatever the server let through.
  const form = useForm<{ value: string }>({ resolver: zodResolver(schema), defaultValues: { value: sanitizeHtml(initial) } });
  const id = `preference-${configKey}`;
  const error = form.formState.errors.value?.message;
  const submit = form.handleSubmit(async ({ value }) => {
    try {
      await update.mutateAsync({ key: configKey, value });
      showToast({ severity: 'success', summary: MESSAGES.preferenceUpdated });
    } catch (failure) {
      applyServerErrors(failure, form, { fields: ['value'], idOf: () => id });
    }
  });
  return (
    <form noValidate aria-label={LEGAL_TEXT_LABELS[configKey]} className="form" onSubmit={(event) => void submit(event)}>
      <div className="field">
        <label id={`${id}-label`} htmlFor={id} className="field-label">
          {LEGAL_TEXT_LABELS[configKey]}
        </label>
        <Controller
          control={form.control}
          name="value"
          render={({ field }) => (
            <RichTextEditor
              id={id}
              labelId={`${id}-label`}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              invalid={Boolean(error)}
              describedBy={error ? `${id}-error` : undefined}
            />
          )}
        />
        <FieldError id={`${id}-error`} message={error} />
      </div>
      <div style={{ display: 'flex', justifyContent: 'flex-end', marginTop: '1rem' }}>
        <Button type="submit" label={PREFERENCE_LABELS.update} loading={update.isPending} />
      </div>
    </form>
  );
}
