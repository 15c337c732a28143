import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'primereact/button';
import { useForm } from 'react-hook-form';
import { latestVersionValue, type LatestVersion } from '../../../domain/entities/app-config';
import { MESSAGES } from '../../../domain/messages';
import { PREFERENCE_LABELS } from '../../../domain/preference';
import { APP_VERSION } from '../../../domain/version';
import { useUpdateAppConfig } from '../../api/app-configs/update-app-config';
import { Field } from '../../ui/Field';
import { fieldAria } from '../../ui/FieldError';
import { applyServerErrors } from '../../ui/server-errors';
import { showToast } from '../../ui/toast';

const FIELDS = ['version', 'isForceUpdate'] as const;
const idOf = (field: string) => `preference-${field}`;
/** The server names a field of the value as 'value.version'. */
const FIELD_MAP = { 'value.version': 'version', 'value.isForceUpdate': 'isForceUpdate' } as const;

/** The version gate's cms_latest_version (§3, §4): the latest version and whether it forces a reload. */
export function VersionForm({ initial }: { initial: LatestVersion }) {
  const update = useUpdateAppConfig();
  const form = useForm<LatestVersion>({ resolver: zodResolver(latestVersionValue), defaultValues: initial });
  const errors = form.formState.errors;
  const submit = form.handleSubmit(async (value) => {
    try {
      await update.mutateAsync({ key: 'cms_latest_version', value });
      showToast({ severity: 'success', summary: MESSAGES.preferenceUpdated });
    } catch (failure) {
      applyServerErrors(failure, form, { fields: FIELDS, fieldMap: FIELD_MAP, idOf });
    }
  });
  return (
    <form noValidate aria-label="App version" className="form" onSubmit={(event) => void submit(event)} style={{ display: 'grid', gap: '0.75rem', maxWidth: 480 }}>
      <Field htmlFor={idOf('version')} label={PREFERENCE_LABELS.latestVersion} hint={PREFERENCE_LABELS.versionHint(APP_VERSION)} error={errors.version?.message}>
        <input id={idOf('version')} className="p-inputtext" inputMode="decimal" maxLength={20} {...form.register('version')} {...fieldAria(idOf('version'), errors.version?.message)} />
      </Field>
      <Field htmlFor={idOf('isForceUpdate')} label={PREFERENCE_LABELS.forceUpdate} error={errors.isForceUpdate?.message}>
        {/* A native checkbox as a switch, as Setting Agent's: PrimeReact's InputSwitch nests its input (axe nested-interactive). */}
        <input id={idOf('isForceUpdate')} type="checkbox" role="switch" className="switch-input" {...form.register('isForceUpdate')} />
      </Field>
      <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button type="submit" label={PREFERENCE_LABELS.update} loading={update.isPending} />
      </div>
    </form>
  );
}
