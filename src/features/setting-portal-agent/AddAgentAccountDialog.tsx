import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { Portal } from '../../../domain/entities/reference';
import { MESSAGES } from '../../../domain/messages';
import { createAgentPortalProfileBody, type CreateAgentPortalProfileInput } from '../../../domain/portal-accounts';
import { useAgentPortalEmailUsed, useCreateAgentPortalProfile } from '../../api/portal-accounts/agent-portal-profiles';
import { AgentPicker, type AgentChoice } from '../../ui/AgentPicker';
import { EmailInput } from '../../ui/EmailInput';
import { firstInvalid, scrollToField } from '../../ui/focus-first-invalid';
import { applyServerErrors } from '../../ui/server-errors';
import { TextField } from '../../ui/TextField';
import { showToast } from '../../ui/toast';
import { useDebouncedValue } from '../../ui/use-debounced-value';
import type { EmailStatus } from '../../ui/use-email-availability';

const FIELDS = ['employeeId', 'portalId', 'portalUsername', 'email'] as const;
type Field = (typeof FIELDS)[number];

function useEmailStatus(email: string, portalId: string): EmailStatus {
  const typed = email.trim().toLowerCase();
  const debounced = useDebouncedValue(typed);
  const isWellFormed = /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(debounced);
  const check = useAgentPortalEmailUsed(isWellFormed ? debounced : null, portalId || null);
  if (typed === '' || !isWellFormed) return 'idle';
  if (debounced !== typed || check.isPending) return 'checking';
  if (check.isError) return 'available';
  return check.data ? 'used' : 'available';
}

/** Add an agent's account on a portal (/setting-portal-agent): the agent, the portal, the username and the email (§3 Agent portal profile). */
export function AddAgentAccountDialog({ portals, onClose }: { portals: readonly Portal[]; onClose: () => void }) {
  const create = useCreateAgentPortalProfile();
  const [agent, setAgent] = useState<AgentChoice | null>(null);
  const form = useForm<CreateAgentPortalProfileInput>({
    resolver: zodResolver(createAgentPortalProfileBody),
    defaultValues: { employeeId: '', portalId: portals[0]?.portalId ?? '', portalUsername: '', email: '' },
  });
  const { control, register, handleSubmit, setValue, formState } = form;
  const errors = formState.errors;
  const [portalId, email] = useWatch({ control, name: ['portalId', 'email'] });
  const status = useEmailStatus(email ?? '', portalId ?? '');
  const submit = handleSubmit(
    (body) =>
      create.mutate(body, {
        onSuccess: (account) => {
          showToast({ severity: 'success', summary: MESSAGES.portalAdded(account.portal.portalName) });
          onClose();
        },
        onError: (error) => applyServerErrors<Field>(error, form, { fields: FIELDS }),
      }),
    () => {
      const first = firstInvalid<Field>(FIELDS, errors as Partial<Record<Field, unknown>>);
      if (first) scrollToField(first);
    },
  );
  return (
    <Dialog header="Add Agent Portal Account" visible onHide={onClose} modal style={{ width: '520px' }}>
      <form noValidate aria-label="Add agent portal account" onSubmit={(e) => void submit(e)}>
        <AgentPicker
          id="employeeId"
          label="Agent"
          value={agent}
          error={errors.employeeId?.message}
          onChange={(next) => {
            setAgent(next);
            setValue('employeeId', next?.employeeId ?? '', { shouldValidate: formState.isSubmitted });
          }}
        />
        <div className="field">
          <label htmlFor="portalId">Portal</label>
          <select id="portalId" className="p-inputtext w-full" {...register('portalId')}>
            {portals.map((p) => (
              <option key={p.portalId} value={p.portalId}>
                {p.portalName}
              </option>
            ))}
          </select>
        </div>
        <TextField id="portalUsername" label="Portal Username" error={errors.portalUsername?.message} registration={register('portalUsername')} maxLength={200} />
        <Controller
          control={control}
          name="email"
          render={({ field }) => <EmailInput id="email" label="Email" value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={errors.email?.message} status={status} isRequired />}
        />
        <div style={{ display: 'flex', justifyContent: 'flex-end', gap: '0.5rem', marginTop: '1rem' }}>
          <Button type="button" label="Cancel" outlined onClick={onClose} />
          <Button type="submit" label="Add" loading={create.isPending} disabled={(email ?? '').trim() === '' || status === 'used'} />
        </div>
      </form>
    </Dialog>
  );
}
