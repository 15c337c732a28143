import { useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { TRANSFER_FORM_LABELS } from '../../../domain/transfer';
import { canChooseMember, canSubmit, toGroupOptions } from '../../../machines/transfer.machine';
import { Field } from '../../ui/Field';
import { fieldAria } from '../../ui/FieldError';
import type { TransferActor } from './use-transfer-flow';

/** The form of /transfer-team-member/create (§5): the machine decides what may be chosen and sent; this shows it. */
export function TransferForm({ actor }: { actor: TransferActor }) {
  const context = useSelector(actor, (s) => s.context);
  const isLoadingMembers = useSelector(actor, (s) => s.matches({ editing: 'loadingMembers' }));
  const isMemberOpen = useSelector(actor, canChooseMember);
  const isSubmittable = useSelector(actor, canSubmit);
  const isSubmitting = useSelector(actor, (s) => s.matches('submitting') || s.matches({ editing: 'lookingUpMember' }));
  const toGroups = toGroupOptions(context);
  return (
    <form
      noValidate
      className="form card form--narrow"
      aria-label="Transfer team member"
      onSubmit={(e) => {
        e.preventDefault();
        actor.send({ type: 'transfer.submitted' });
      }}
    >
      <Field htmlFor="transfer-from" label={TRANSFER_FORM_LABELS.originGroupId}>
        <Dropdown
          inputId="transfer-from"
          value={context.originGroupId}
          options={context.groups}
          optionLabel="groupName"
          optionValue="groupId"
          placeholder="Select group"
          filter={context.groups.length > 8}
          onChange={(e) => actor.send({ type: 'fromGroup.chosen', groupId: e.value as string })}
        />
      </Field>
      <Field htmlFor="transfer-member" label={TRANSFER_FORM_LABELS.member}>
        <Dropdown
          inputId="transfer-member"
          value={context.member?.groupMemberId ?? null}
          options={context.members}
          optionLabel="name"
          optionValue="groupMemberId"
          placeholder={isLoadingMembers ? 'Loading members' : 'Select member'}
          disabled={!isMemberOpen}
          filter={context.members.length > 8}
          emptyMessage="No members in this group"
          onChange={(e) => actor.send({ type: 'member.chosen', groupMemberId: e.value as string })}
        />
      </Field>
      <Field htmlFor="transfer-to" label={TRANSFER_FORM_LABELS.toGroupId} error={context.error ?? undefined}>
        <Dropdown
          inputId="transfer-to"
          value={context.toGroupId}
          options={toGroups}
          optionLabel="groupName"
          optionValue="groupId"
          placeholder="Select group"
          disabled={context.originGroupId === null}
          filter={toGroups.length > 8}
          onChange={(e) => actor.send({ type: 'toGroup.chosen', groupId: e.value as string })}
          {...fieldAria('transfer-to', context.error ?? undefined)}
        />
      </Field>
      <div className="form-actions" style={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button type="submit" label={TRANSFER_FORM_LABELS.submit} disabled={!isSubmittable} loading={isSubmitting} />
      </div>
    </form>
  );
}
