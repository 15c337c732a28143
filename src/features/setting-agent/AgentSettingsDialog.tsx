import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { useForm } from 'react-hook-form';
import {
  AGENT_SETTINGS_LABELS,
  AGENT_SETTINGS_MESSAGES,
  agentSettingsForm,
  type AgentCard,
  type AgentSettingsFormValues,
} from '../../../domain/agent-settings';
import { useUpdateAgentSettings } from '../../api/agent-settings/update-agent-settings';
import { Field } from '../../ui/Field';
import { fieldAria } from '../../ui/FieldError';
import { scrollToField } from '../../ui/focus-first-invalid';
import { applyServerErrors } from '../../ui/server-errors';
import { showToast } from '../../ui/toast';

const FIELDS = ['allowSelfListing', 'commissionPercent'] as const;

/** The commission input's text as the form's number: empty is "none set". */
const toPercent = (text: unknown): number | null => (text === '' || text === null || text === undefined ? null : Number(text));

/** One agent's Settings: may they list for themself, and their commission. Save sends both. */
export function AgentSettingsDialog({ card, onHide }: { card: AgentCard; onHide: () => void }) {
  const update = useUpdateAgentSettings();
  const form = useForm<AgentSettingsFormValues>({
    resolver: zodResolver(agentSettingsForm),
    defaultValues: { allowSelfListing: card.allowSelfListing, commissionPercent: card.commissionPercent },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(
    async (body) => {
      try {
        await update.mutateAsync({ employeeId: card.employeeId, body });
        showToast({ severity: 'success', summary: AGENT_SETTINGS_MESSAGES.updated });
        onHide();
      } catch (failure) {
        applyServerErrors(failure, form, { fields: FIELDS });
      }
    },
    (invalid) => {
      const first = FIELDS.find((f) => invalid[f]);
      if (first) scrollToField(first);
    },
  );
  const commissionError = errors.commissionPercent?.message;
  return (
    <Dialog header={`${AGENT_SETTINGS_LABELS.settings}: ${card.nickName ?? card.name}`} visible onHide={onHide} modal style={{ width: 'min(440px, 95vw)' }}>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Field htmlFor="allowSelfListing" label={AGENT_SETTINGS_LABELS.allowSelfListing} error={errors.allowSelfListing?.message}>
          {/* A native checkbox as a switch: PrimeReact's InputSwitch nests its input in a role="checkbox" (axe nested-interactive). */}
          <input id="allowSelfListing" type="checkbox" role="switch" className="switch-input" {...form.register('allowSelfListing')} />
        </Field>
        <Field htmlFor="commissionPercent" label={AGENT_SETTINGS_LABELS.commissionPercent} hint="0–100, at most 2 decimals; empty for none." error={commissionError}>
          <InputText
            id="commissionPercent"
            type="number"
            inputMode="decimal"
            step="0.01"
            min={0}
            max={100}
            className="w-full"
            {...form.register('commissionPercent', { setValueAs: toPercent })}
            {...fieldAria('commissionPercent', commissionError)}
          />
        </Field>
        <div style={{ display: 'flex', justifyContent: 'flex-end', gap: '0.5rem' }}>
          <Button type="button" label="Cancel" outlined onClick={onHide} />
          <Button type="submit" label={AGENT_SETTINGS_LABELS.save} loading={update.isPending} />
        </div>
      </form>
    </Dialog>
  );
}
