import { useState } from 'react';
import { Button } from 'primereact/button';
import { Link } from 'wouter';
import { OFFICE_APPROVAL_STATUSES, type OfficeApprovalBody, type OfficeApprovalStatus, type OfficeListItem } from '../../../domain/entities/office';
import { errorMessage } from '../../../domain/errors';
import { OFFICE_COLUMNS } from '../../../domain/lists/reference';
import { OFFICE_MESSAGES } from '../../../domain/office-policy';
import { APPROVAL_STATUS_LABELS, approvalStatusTag } from '../../../domain/people-formats';
import { useDecideOffice } from '../../api/offices/decide-office';
import { useOffices, type OfficesParams } from '../../api/offices/list-offices';
import { screenColumn, sharedColumns } from '../../ui/list-table-columns';
import { ListTable } from '../../ui/ListTable';
import { SearchBox } from '../../ui/SearchBox';
import { StatusTabs } from '../../ui/StatusTabs';
import { StatusTag } from '../../ui/StatusTag';
import { showToast } from '../../ui/toast';
import { useListUrlState } from '../../ui/use-list-url-state';
import { officeLabel } from './office-display';
import { ApproveOfficeDialog, RejectOfficeDialog } from './OfficeDecisionDialogs';
import { officeDetailPath } from './paths';

/** The tabs, the one waiting for a decision first. */
const TABS: readonly OfficeApprovalStatus[] = ['WAITING_APPROVAL', 'APPROVED', 'REJECTED', 'DRAFT'];
const FILTERS = { activeTab: 'WAITING_APPROVAL' as string };
const tabOf = (v: string): OfficeApprovalStatus => ((OFFICE_APPROVAL_STATUSES as readonly string[]).includes(v) ? (v as OfficeApprovalStatus) : 'WAITING_APPROVAL');

interface Deciding {
  office: OfficeListItem;
  kind: 'approve' | 'reject';
}

/** /approve-office (HQ-manager-plus, §6): offices by approval status, waiting first; approve, or reject with a reason the owners are told. */
export default function ApproveOfficePage() {
  const list = useListUrlState(FILTERS);
  const active = tabOf(list.values.activeTab);
  const params: OfficesParams = { filterApprovalStatus: active, limit: list.limit, offset: list.offset, search: list.search, sort: 'createdAt:DESC' };
  const query = useOffices(params);
  const decide = useDecideOffice();
  const [deciding, setDeciding] = useState<Deciding | null>(null);
  const send = (office: OfficeListItem, body: OfficeApprovalBody) =>
    decide.mutateAsync({ officeId: office.officeId, body }).then((after) => {
      setDeciding(null);
      showToast({ severity: 'success', summary: body.approvalStatus === 'APPROVED' ? OFFICE_MESSAGES.approved(after.officeName) : OFFICE_MESSAGES.rejected(after.officeName) });
    });
  const actionsCell = (o: OfficeListItem) =>
    o.approvalStatus === 'WAITING_APPROVAL' ? (
      <div style={{ display: 'flex', gap: '0.25rem' }}>
        <Button type="button" size="small" label="Approve" severity="success" aria-label={`Approve ${o.officeName}`} onClick={() => setDeciding({ office: o, kind: 'approve' })} />
        <Button type="button" size="small" label="Reject" severity="danger" outlined aria-label={`Reject ${o.officeName}`} onClick={() => setDeciding({ office: o, kind: 'reject' })} />
      </div>
    ) : null;
  const columns = [
    ...sharedColumns<OfficeListItem>(OFFICE_COLUMNS, {
      officeCode: {},
      officeName: { body: (o) => <Link href={officeDetailPath(o.officeId)}>{o.officeName}</Link> },
      city: {},
      approvalStatus: { body: (o) => (o.approvalStatus ? <StatusTag {...approvalStatusTag(o.approvalStatus)} /> : '-') },
    }),
    screenColumn<OfficeListItem>('actions', 'Action', actionsCell),
  ];
  return (
    <div className="page">
      <div className="page-header">
        <h1 className="page-title">Approve Office</h1>
      </div>
      <section className="card" aria-label="Approve Office">
        <StatusTabs label="Approval status" tabs={TABS} active={active} labels={APPROVAL_STATUS_LABELS} onChoose={(status) => list.setFilters({ activeTab: status })} />
        <div className="page-header">
          <SearchBox label="Search by office name or code" value={list.values.search} onSearch={(search) => list.setFilters({ search })} />
        </div>
        <ListTable
          label={`Approve Office: ${APPROVAL_STATUS_LABELS[active]}`}
          query={query}
          dataKey="officeId"
          columns={columns}
          page={list.page}
          limit={list.limit}
          onPage={list.onPage}
          exportRequest={{ path: 'offices', query: params }}
          pendingLabel="Loading offices"
        />
      </section>
      {deciding?.kind === 'approve' && (
        <ApproveOfficeDialog
          name={officeLabel(deciding.office)}
          isSaving={decide.isPending}
          onHide={() => setDeciding(null)}
          onDecide={(body) => send(deciding.office, body).catch((e: unknown) => showToast({ severity: 'error', summary: errorMessage(e) }))}
        />
      )}
      {deciding?.kind === 'reject' && <RejectOfficeDialog name={officeLabel(deciding.office)} isSaving={decide.isPending} onHide={() => setDeciding(null)} onDecide={(body) => send(deciding.office, body)} />}
    </div>
  );
}
