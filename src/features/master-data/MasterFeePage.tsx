import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import type { MasterFeeRate } from '../../../domain/entities/team';
import { FEE_CODE_LABELS, MASTER_FEE_MESSAGES, storedToPercent, updateMasterFeeBody, type UpdateMasterFeeBody } from '../../../domain/fees';
import { MASTER_FEE_COLUMNS } from '../../../domain/lists/teams';
import { useMasterFeeList, useUpdateMasterFee } from '../../api/teams/get-master-fees';
import { Field } from '../../ui/Field';
import { fieldAria } from '../../ui/FieldError';
import { scrollToField } from '../../ui/focus-first-invalid';
import { ListTable } from '../../ui/ListTable';
import { screenColumn, sharedColumns } from '../../ui/list-table-columns';
import { applyServerErrors } from '../../ui/server-errors';
import { showToast } from '../../ui/toast';

const FIELDS = ['ratePercent'] as const;
const idOf = (field: string) => `master-fee-${field}`;
const numberOrUndefined = (value: unknown) => (typeof value === 'number' ? value : String(value ?? '').trim() === '' ? undefined : Number(value));

/** A code's new rate, in percent with at most two decimals; refusals at the field, the server's too. */
function RateDialog({ fee, onHide }: { fee: MasterFeeRate; onHide: () => void }) {
  const update = useUpdateMasterFee();
  const form = useForm<UpdateMasterFeeBody>({
    resolver: zodResolver(updateMasterFeeBody) as unknown as Resolver<UpdateMasterFeeBody>,
    defaultValues: { ratePercent: storedToPercent(fee.value) },
  });
  const error = form.formState.errors.ratePercent?.message;
  const submit = form.handleSubmit(
    (body) =>
      update
        .mutateAsync({ feeCode: fee.feeCode, body })
        .then(() => {
          showToast({ severity: 'success', summary: MASTER_FEE_MESSAGES.updated(fee.feeCode) });
          onHide();
        })
        .catch((failure: unknown) => applyServerErrors(failure, form, { fields: FIELDS, idOf })),
    () => scrollToField(idOf('ratePercent')),
  );
  return (
    <Dialog header={`Edit Rate: ${FEE_CODE_LABELS[fee.feeCode]}`} visible onHide={onHide} modal style={{ width: 'min(420px, 95vw)' }}>
      <form noValidate onSubmit={(event) => void submit(event)} style={{ display: 'grid', gap: '0.75rem' }}>
        <p style={{ margin: 0 }}>Closings recorded from now on use the new rate; invoices already raised keep theirs.</p>
        <Field htmlFor={idOf('ratePercent')} label={MASTER_FEE_MESSAGES.rateLabel} error={error}>
          <input
            id={idOf('ratePercent')}
            type="number"
            inputMode="decimal"
            min={0.01}
            max={100}
            step={0.01}
            className="p-inputtext"
            {...form.register('ratePercent', { setValueAs: numberOrUndefined })}
            {...fieldAria(idOf('ratePercent'), error)}
          />
        </Field>
        <div style={{ display: 'flex', justifyContent: 'flex-end', gap: '0.5rem' }}>
          <Button type="button" label="Cancel" outlined onClick={onHide} />
          <Button type="submit" label="Save Rate" loading={update.isPending} />
        </div>
      </form>
    </Dialog>
  );
}

/**
 * /master-data-fee (admin-HQ-plus, issue 19): the fee codes of §9 and the
 * rates closings are computed with. The codes are fixed — every closing bills
 * royalty, SSDF and one of the agent development fees — so a code is not
 * created, removed or unpublished here; its rate is edited.
 */
export default function MasterFeePage() {
  const query = useMasterFeeList();
  const [editing, setEditing] = useState<MasterFeeRate | null>(null);
  const columns = [
    ...sharedColumns<MasterFeeRate>(MASTER_FEE_COLUMNS, { name: {}, feeCode: { kind: 'code' }, value: {} }),
    screenColumn<MasterFeeRate>(
      'actions',
      'Actions',
      (fee) => <Button type="button" size="small" label="Edit Rate" outlined aria-label={`Edit rate of ${FEE_CODE_LABELS[fee.feeCode]}`} onClick={() => setEditing(fee)} />,
      'actions',
    ),
  ];
  return (
    <div className="page">
      <h1 className="page-title">Master Data Fee</h1>
      <section className="card" aria-label="Fee rates">
        <ListTable label="Fee rates" query={query} dataKey="feeCode" columns={columns} page={1} limit={25} onPage={() => undefined} pageSizes={null} exportRequest={{ path: 'master-fees', query: {} }} pendingLabel="Loading fee rates" />
      </section>
      {editing && <RateDialog fee={editing} onHide={() => setEditing(null)} />}
    </div>
  );
}
