import { useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import {
  FEE_FOR_LABELS,
  FEE_FREQUENCY_LABELS,
  FEE_RANGE_COLORS,
  FEE_TYPE_LABELS,
  feeRangeState,
  formatFeeValue,
  type TeamMemberFeeItem,
} from '../../../domain/fees';
import { formatDate } from '../../../domain/format';
import { EMPTY_CELL } from '../../../domain/list-columns';
import { MESSAGES } from '../../../domain/messages';
import { canEdit } from '../../../machines/fee-editor.machine';
import { StatusTag } from '../StatusTag';
import type { FeeEditorActor } from './use-fee-editor-flow';

/** '05 Jan 2026 – 05 Jan 2027', or '– ∞' for a fee that never ends. */
export const feeRangeLabel = (fee: Pick<TeamMemberFeeItem, 'startAt' | 'endAt'>) =>
  `${formatDate(fee.startAt)} – ${fee.endAt ? formatDate(fee.endAt) : '∞'}`;

function RangeTag({ fee }: { fee: TeamMemberFeeItem }) {
  const state = feeRangeState(fee.startAt, fee.endAt, new Date().toISOString());
  return <StatusTag label={feeRangeLabel(fee)} color={FEE_RANGE_COLORS[state]} />;
}

/** The modal's fee list (§4): what each fee is, its next charge, its range green while today lies in it. */
export function FeeTable({ actor }: { actor: FeeEditorActor }) {
  const fees = useSelector(actor, (s) => s.context.fees);
  const isEditable = useSelector(actor, canEdit);
  const feeName = (fee: TeamMemberFeeItem) => `${FEE_FOR_LABELS[fee.feeFor]} ${formatFeeValue(fee.type, fee.value)}`;
  return (
    <DataTable value={fees} dataKey="teamsMemberFeeItemId" pt={{ table: { 'aria-label': 'Fees' } }} emptyMessage={MESSAGES.noRecords} size="small">
      <Column header="Fee For" body={(fee: TeamMemberFeeItem) => FEE_FOR_LABELS[fee.feeFor]} />
      <Column header="Type" body={(fee: TeamMemberFeeItem) => FEE_TYPE_LABELS[fee.type]} />
      <Column header="Value" body={(fee: TeamMemberFeeItem) => formatFeeValue(fee.type, fee.value)} />
      <Column header="Frequency" body={(fee: TeamMemberFeeItem) => FEE_FREQUENCY_LABELS[fee.frequency]} />
      <Column header="Next Charge Date" body={(fee: TeamMemberFeeItem) => (fee.nextChargeAt ? formatDate(fee.nextChargeAt) : EMPTY_CELL)} />
      <Column header="Date Range" body={(fee: TeamMemberFeeItem) => <RangeTag fee={fee} />} />
      {isEditable && (
        <Column
          header="Action"
          body={(fee: TeamMemberFeeItem) => (
            <Button
              type="button"
              icon="pi pi-trash"
              text
              severity="danger"
              aria-label={`Remove ${feeName(fee)}`}
              onClick={() => actor.send({ type: 'fee.removed', teamsMemberFeeItemId: fee.teamsMemberFeeItemId })}
            />
          )}
        />
      )}
    </DataTable>
  );
}
