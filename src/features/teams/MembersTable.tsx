import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { FEE_FOR_LABELS, formatFeeValue } from '../../../domain/fees';
import { orDash } from '../../../domain/list-columns';
import { MESSAGES } from '../../../domain/messages';
import type { GroupMember } from '../../../domain/transfer';
import type { FeeEditorInput } from '../../../machines/fee-editor.machine';

export const memberNameOf = (m: GroupMember) => orDash(m.user ? m.user.nickName || m.user.name : null);

/** 'Agent 9.99%, Office Rp 1.500.000', or 'No fees'. */
export function feeSummary(m: GroupMember): string {
  const items = m.teamsMemberFees?.flatMap((f) => f.teamsMemberFeeItems ?? []) ?? [];
  if (items.length === 0) return 'No fees';
  return items.map((i) => `${FEE_FOR_LABELS[i.feeFor]} ${formatFeeValue(i.type, i.value)}`).join(', ');
}

/** What 'Update Fee' opens: the saved fees to edit, or — a member without any yet — their first ones. */
export function updateFeeInput(m: GroupMember): FeeEditorInput | null {
  const teamsMemberFeeId = m.teamsMemberFees?.[0]?.teamsMemberFeeId;
  if (teamsMemberFeeId) return { mode: 'edit', teamsMemberFeeId };
  if (!m.user || !m.employee) return null;
  return { mode: 'create', member: { groupMemberId: m.groupMemberId, userId: m.user.userId, employeeId: m.employee.employeeId } };
}

interface Props {
  members: GroupMember[];
  canEdit: boolean;
  onOpenFees: (member: GroupMember, input: FeeEditorInput) => void;
}

/** A team's members with their fees in short, each opening the fee modal to edit or to read. */
export function MembersTable({ members, canEdit, onOpenFees }: Props) {
  const actions = (m: GroupMember) => {
    const update = updateFeeInput(m);
    const teamsMemberFeeId = m.teamsMemberFees?.[0]?.teamsMemberFeeId;
    const name = memberNameOf(m);
    return (
      <div style={{ display: 'flex', gap: '0.25rem' }}>
        {canEdit && update && <Button type="button" label="Update Fee" size="small" aria-label={`Update Fee of ${name}`} onClick={() => onOpenFees(m, update)} />}
        <Button
          type="button"
          label="Detail Fees"
          size="small"
          outlined
          aria-label={`Detail Fees of ${name}`}
          disabled={!teamsMemberFeeId}
          onClick={() => teamsMemberFeeId && onOpenFees(m, { mode: 'detail', teamsMemberFeeId })}
        />
      </div>
    );
  };
  return (
    <DataTable value={members} dataKey="groupMemberId" pt={{ table: { 'aria-label': 'Members' } }} emptyMessage={MESSAGES.noRecords}>
      <Column header="Member" body={memberNameOf} />
      <Column header="Employee Code" body={(m: GroupMember) => orDash(m.employee?.employeeCode)} />
      <Column header="Fees" body={feeSummary} />
      <Column header="Action" body={actions} />
    </DataTable>
  );
}
