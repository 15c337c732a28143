import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { Link, useParams } from 'wouter';
import { formatDate, formatDateTime } from '../../../domain/format';
import {
  HANDOVER_MESSAGES,
  HANDOVER_STATUS_COLORS,
  HANDOVER_STATUS_LABELS,
  handoverChangeRefusal,
  handoverCompleteRefusal,
  handoverPrefix,
  updateHandoverBody,
  type Handover,
  type UpdateHandoverInput,
} from '../../../domain/handover';
import { useHandover, useHandoverStatus, useUpdateHandover } from '../../api/handovers/handovers';
import { Field } from '../../ui/Field';
import { fieldAria } from '../../ui/FieldError';
import { listingDetailPath } from '../../ui/ListingCells';
import { FactGrid } from '../../ui/Payments';
import { isNotFound, NotFoundState, QueryError, QueryPending } from '../../ui/QueryState';
import { applyServerErrors } from '../../ui/server-errors';
import { StatusTag } from '../../ui/StatusTag';
import { showToast } from '../../ui/toast';
import { HandoverChecklist, HandoverFiles, toastFailure } from './HandoverParts';
import { useHandoverCaller } from './use-handover-caller';

const DETAIL_FIELDS = ['handoverDate', 'receiverName', 'note'] as const;
const idOf = (field: string) => `handover-edit-${field}`;

/** The handover's date, receiver and note, edited in a dialog by the handing agent. */
function EditDetailsDialog({ h, onClose }: { h: Handover; onClose: () => void }) {
  const update = useUpdateHandover(h.handoverId);
  const form = useForm<UpdateHandoverInput>({
    resolver: zodResolver(updateHandoverBody) as unknown as Resolver<UpdateHandoverInput>,
    defaultValues: { handoverDate: h.handoverDate, receiverName: h.receiverName, note: h.note ?? '' },
  });
  const errors = form.formState.errors;
  const submit = form.handleSubmit(async (body) => {
    try {
      await update.mutateAsync(body);
      showToast({ severity: 'success', summary: HANDOVER_MESSAGES.updated });
      onClose();
    } catch (failure) {
      applyServerErrors(failure, form, { fields: DETAIL_FIELDS, idOf });
    }
  });
  return (
    <Dialog header="Edit Handover" visible onHide={onClose} modal style={{ width: 'min(520px, 95vw)' }}>
      <form noValidate aria-label="Edit handover" onSubmit={(event) => void submit(event)} style={{ display: 'grid', gap: '0.75rem' }}>
        <Field htmlFor={idOf('handoverDate')} label="Handover Date" error={errors.handoverDate?.message}>
          <input id={idOf('handoverDate')} type="date" className="p-inputtext" {...form.register('handoverDate')} {...fieldAria(idOf('handoverDate'), errors.handoverDate?.message)} />
        </Field>
        <Field htmlFor={idOf('receiverName')} label="Receiver (buyer or tenant)" error={errors.receiverName?.message}>
          <input id={idOf('receiverName')} className="p-inputtext" maxLength={120} {...form.register('receiverName')} {...fieldAria(idOf('receiverName'), errors.receiverName?.message)} />
        </Field>
        <Field htmlFor={idOf('note')} label="Note (optional)" error={errors.note?.message}>
          <textarea id={idOf('note')} className="p-inputtext" rows={3} maxLength={1000} {...form.register('note')} {...fieldAria(idOf('note'), errors.note?.message)} />
        </Field>
        <div style={{ display: 'flex', justifyContent: 'flex-end', gap: '0.5rem' }}>
          <Button type="button" label="Close" outlined onClick={onClose} />
          <Button type="submit" label="Save" loading={update.isPending} />
        </div>
      </form>
    </Dialog>
  );
}

/** /handover/{handoverId}: the handover's facts, checklist and files; the handing agent edits, ticks, uploads, completes or cancels while it is in progress. */
export default function HandoverDetailPage() {
  const { handoverId = '' } = useParams<{ handoverId: string }>();
  const caller = useHandoverCaller();
  const query = useHandover(handoverPrefix(caller), handoverId);
  const complete = useHandoverStatus(handoverId, 'complete');
  const cancel = useHandoverStatus(handoverId, 'cancel');
  const [dialog, setDialog] = useState<'edit' | 'cancel' | null>(null);
  if (query.isPending) return <QueryPending label="Loading handover" />;
  if (query.isError && isNotFound(query.error)) return <NotFoundState message={HANDOVER_MESSAGES.notFound} backHref="/handover" backLabel="Back to Handover" />;
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  const h = query.data;
  const canChange = handoverChangeRefusal(caller, h) === null;
  const completeRefusal = canChange ? handoverCompleteRefusal(caller, { ...h, items: h.items ?? [], files: h.files ?? [] }) : null;
  return (
    <div className="page">
      <div className="page-header">
        <h1 className="page-title">
          Handover {h.handoverCode} <StatusTag label={HANDOVER_STATUS_LABELS[h.status]} hex={HANDOVER_STATUS_COLORS[h.status]} />
        </h1>
        {canChange && (
          <div style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
            <Button type="button" label="Edit" outlined onClick={() => setDialog('edit')} />
            <Button type="button" label="Cancel Handover" severity="danger" outlined onClick={() => setDialog('cancel')} />
            <Button
              type="button"
              label="Complete Handover"
              disabled={completeRefusal !== null}
              tooltip={completeRefusal ?? undefined}
              tooltipOptions={{ showOnDisabled: true, position: 'bottom' }}
              loading={complete.isPending}
              onClick={() => void complete.mutateAsync().then(() => showToast({ severity: 'success', summary: HANDOVER_MESSAGES.completed }), toastFailure)}
            />
          </div>
        )}
      </div>
      {completeRefusal && <p role="note">{completeRefusal}</p>}
      <FactGrid
        label="Handover information"
        facts={[
          ['Closing', h.closingCode],
          ['Listing', <Link key="listing" href={listingDetailPath(h.listing.listingId)}>{`${h.listing.listingCode} ${h.listing.title}`}</Link>],
          ['Receiver', h.receiverName],
          ['Handover Date', formatDate(h.handoverDate)],
          ['Agent', h.agentName],
          ['Office', h.officeName],
          ['Checklist', `${h.checkedCount}/${h.itemCount}`],
          ['Completed', h.completedAt ? formatDateTime(h.completedAt) : '-'],
          ['Note', h.note ?? '-'],
        ]}
      />
      <HandoverChecklist h={h} canChange={canChange} />
      <HandoverFiles h={h} canChange={canChange} />
      {dialog === 'edit' && <EditDetailsDialog h={h} onClose={() => setDialog(null)} />}
      {dialog === 'cancel' && (
        <Dialog header="Cancel Handover" visible onHide={() => setDialog(null)} modal style={{ width: 'min(460px, 95vw)' }}>
          <p style={{ marginTop: 0 }}>Cancel handover {h.handoverCode}? The closing can then be handed over again.</p>
          <div style={{ display: 'flex', justifyContent: 'flex-end', gap: '0.5rem' }}>
            <Button type="button" label="Keep Handover" outlined onClick={() => setDialog(null)} />
            <Button
              type="button"
              label="Cancel Handover"
              severity="danger"
              loading={cancel.isPending}
              onClick={() =>
                void cancel.mutateAsync().then(() => {
                  setDialog(null);
                  showToast({ severity: 'success', summary: HANDOVER_MESSAGES.cancelled });
                }, toastFailure)
              }
            />
          </div>
        </Dialog>
      )}
    </div>
  );
}
