import { useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { useState } from 'react';
import {
  FEE_FOR,
  FEE_FOR_LABELS,
  FEE_FORM_LABELS,
  FEE_FREQUENCY_LABELS,
  FEE_TYPE_LABELS,
  FEE_TYPES,
  parseFeeAmount,
  type FeeType,
} from '../../../domain/fees';
import { MESSAGES } from '../../../domain/messages';
import { frequencyOptions, type AddFeeDraft } from '../../../machines/fee-editor.machine';
import { Field } from '../Field';
import { fieldAria } from '../FieldError';
import type { FeeEditorActor } from './use-fee-editor-flow';

const FOR_OPTIONS = FEE_FOR.map((value) => ({ value, label: FEE_FOR_LABELS[value] }));
const TYPE_OPTIONS = FEE_TYPES.map((value) => ({ value, label: FEE_TYPE_LABELS[value] }));

/** What was typed as the number the machine checks: percent with a dot, amount with or without separators; NaN when not a number. */
export function typedValue(type: FeeType | undefined, text: string): number | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  if (type === 'amount') return parseFeeAmount(trimmed) ?? Number.NaN;
  return /^\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** The 'Add Fee' sub-modal (§5): the machine keeps the draft and says what is wrong; this only shows it and sends what was chosen. */
export function AddFeeDialog({ actor }: { actor: FeeEditorActor }) {
  const isOpen = useSelector(actor, (s) => s.matches('adding'));
  const draft = useSelector(actor, (s) => s.context.draft);
  const errors = useSelector(actor, (s) => s.context.draftErrors);
  const frequencies = useSelector(actor, (s) => frequencyOptions(s.context));
  const [valueText, setValueText] = useState('');
  const change = (fields: Omit<AddFeeDraft, 'type'>) => actor.send({ type: 'addFee.changed', fields });
  const close = () => {
    setValueText('');
    actor.send({ type: 'addFee.cancelled' });
  };
  const submit = () => {
    actor.send({ type: 'addFee.submitted' });
    // Added: the next 'Add Fee' starts empty.
    if (actor.getSnapshot().matches('viewing')) setValueText('');
  };
  const error = (field: keyof AddFeeDraft) => errors[field];
  return (
    <Dialog
      header="Add Fee"
      visible={isOpen}
      onHide={close}
      modal
      style={{ width: 'min(32rem, 95vw)' }}
      footer={
        <>
          <Button type="button" label="Cancel" outlined onClick={close} />
          <Button type="submit" form="add-fee-form" label="Add" />
        </>
      }
    >
      <form
        id="add-fee-form"
        noValidate
        className="form"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Field htmlFor="fee-for" label={FEE_FORM_LABELS.feeFor} error={error('feeFor')}>
          <Dropdown inputId="fee-for" value={draft.feeFor ?? null} options={FOR_OPTIONS} placeholder="Select fee for" onChange={(e) => change({ feeFor: e.value })} {...fieldAria('fee-for', error('feeFor'))} />
        </Field>
        <Field htmlFor="fee-type" label={FEE_FORM_LABELS.type} error={error('type')}>
          <Dropdown
            inputId="fee-type"
            value={draft.type ?? null}
            options={TYPE_OPTIONS}
            placeholder="Select type"
            onChange={(e) => {
              // §5: a new type clears value and frequency; the machine clears its copy, this the text shown.
              setValueText('');
              actor.send({ type: 'addFee.typeChanged', feeType: e.value as FeeType });
            }}
            {...fieldAria('fee-type', error('type'))}
          />
        </Field>
        <Field htmlFor="fee-value" label={FEE_FORM_LABELS.value} error={error('value')} hint={draft.type === 'percentage' ? 'Percent, up to 2 decimals' : draft.type === 'amount' ? 'Rupiah' : undefined}>
          <InputText
            id="fee-value"
            inputMode="decimal"
            value={valueText}
            onChange={(e) => {
              setValueText(e.target.value);
              change({ value: typedValue(draft.type, e.target.value) });
            }}
            {...fieldAria('fee-value', error('value'))}
          />
        </Field>
        <Field htmlFor="fee-frequency" label={FEE_FORM_LABELS.frequency} error={error('frequency')}>
          <Dropdown
            inputId="fee-frequency"
            value={draft.frequency ?? null}
            options={frequencies.map((value) => ({ value, label: FEE_FREQUENCY_LABELS[value] }))}
            placeholder={draft.type ? 'Select frequency' : 'Choose a type first'}
            emptyMessage="Choose a type first"
            onChange={(e) => change({ frequency: e.value })}
            {...fieldAria('fee-frequency', error('frequency'))}
          />
        </Field>
        <Field htmlFor="fee-start" label={FEE_FORM_LABELS.startAt} error={error('startAt')}>
          <InputText id="fee-start" type="date" value={draft.startAt ?? ''} onChange={(e) => change({ startAt: e.target.value })} {...fieldAria('fee-start', error('startAt'))} />
        </Field>
        <Field htmlFor="fee-end" label={FEE_FORM_LABELS.endAt} error={error('endAt')} hint={MESSAGES.keepEndDateEmpty}>
          <InputText id="fee-end" type="date" value={draft.endAt ?? ''} onChange={(e) => change({ endAt: e.target.value || null })} {...fieldAria('fee-end', error('endAt'))} />
        </Field>
      </form>
    </Dialog>
  );
}
