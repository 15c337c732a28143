import { Button } from 'primereact/button';
import { useForm } from 'react-hook-form';
import { REMOTE_FLAGS, type RemoteFlag } from '../../../domain/access';
import type { FeatureFlags } from '../../../domain/feature-flags';
import { FEATURE_FLAG_LABELS } from '../../../domain/feature-flags';
import { MESSAGES } from '../../../domain/messages';
import { PREFERENCE_LABELS } from '../../../domain/preference';
import { useUpdateAppConfig } from '../../api/app-configs/update-app-config';
import { applyServerErrors } from '../../ui/server-errors';
import { showToast } from '../../ui/toast';

const idOf = (flag: string) => `preference-flag-${flag}`;
const FIELD_MAP = Object.fromEntries(REMOTE_FLAGS.map((f) => [`value.${f}`, f])) as Record<string, RemoteFlag>;

/** The remote feature flags (§1, §6): one switch a flag, saved together with 'Update'. */
export function FeatureFlagsForm({ enabled }: { enabled: ReadonlySet<RemoteFlag> }) {
  const update = useUpdateAppConfig();
  const form = useForm<FeatureFlags>({ defaultValues: Object.fromEntries(REMOTE_FLAGS.map((f) => [f, enabled.has(f)])) as FeatureFlags });
  const submit = form.handleSubmit(async (value) => {
    try {
      await update.mutateAsync({ key: 'feature_flags', value });
      showToast({ severity: 'success', summary: MESSAGES.preferenceUpdated });
    } catch (failure) {
      applyServerErrors(failure, form, { fields: REMOTE_FLAGS, fieldMap: FIELD_MAP, idOf });
    }
  });
  return (
    <form noValidate aria-label="Feature flags" className="form" onSubmit={(event) => void submit(event)} style={{ display: 'grid', gap: '0.75rem', maxWidth: 480 }}>
      <p className="field-hint">{PREFERENCE_LABELS.flagsHint}</p>
      {REMOTE_FLAGS.map((flag) => (
        <div key={flag} style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '1rem' }}>
          <label htmlFor={idOf(flag)} className="field-label">
            {FEATURE_FLAG_LABELS[flag]}
          </label>
          <input id={idOf(flag)} type="checkbox" role="switch" className="switch-input" {...form.register(flag)} />
        </div>
      ))}
      <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button type="submit" label={PREFERENCE_LABELS.update} loading={update.isPending} />
      </div>
    </form>
  );
}
