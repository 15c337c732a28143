import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useState } from 'react';
import { portalTagColor } from '../../../domain/entities/listing';
import { errorMessage } from '../../../domain/errors';
import { formatDateTime } from '../../../domain/format';
import { MESSAGES } from '../../../domain/messages';
import { canManagePortalAccountsOf, portalProfilePrefix, PORTAL_ACCOUNT_MESSAGES, type OfficePortalProfile, type PortalAccountCaller } from '../../../domain/portal-accounts';
import { useDeleteOfficePortalProfile } from '../../api/portal-accounts/delete-office-portal-profile';
import { useOfficePortalProfiles } from '../../api/portal-accounts/get-office-portal-profiles';
import { useActivePortals } from '../../api/reference/get-portals';
import { screenColumn } from '../../ui/list-table-columns';
import { ListTable } from '../../ui/ListTable';
import { StatusTag } from '../../ui/StatusTag';
import { showToast } from '../../ui/toast';
import { AddPortalAccountDialog } from './AddPortalAccountDialog';
import { PortalSyncButton } from './PortalSyncButton';

/** An office's accounts on the listing portals, with add and delete for whoever may manage them (§2, §6). */
export function PortalAccounts({ officeId, caller }: { officeId: string; caller: PortalAccountCaller }) {
  const prefix = portalProfilePrefix(caller);
  const [page, setPage] = useState({ page: 1, limit: 10 });
  const params = { filterOfficeId: officeId, limit: page.limit, offset: (page.page - 1) * page.limit };
  const query = useOfficePortalProfiles(prefix, params);
  const portals = useActivePortals();
  const remove = useDeleteOfficePortalProfile(prefix);
  const [isAdding, setIsAdding] = useState(false);
  const [deleting, setDeleting] = useState<OfficePortalProfile | null>(null);
  const canManage = canManagePortalAccountsOf(caller, officeId);
  const columns = [
    screenColumn<OfficePortalProfile>('portal', 'Portal', (p) => <StatusTag label={p.portal.portalName} hex={portalTagColor(p.portal.position)} />),
    screenColumn<OfficePortalProfile>('portalUsername', 'Email', (p) => p.portalUsername),
    screenColumn<OfficePortalProfile>('createdAt', 'Added', (p) => formatDateTime(p.createdAt)),
    ...(canManage
      ? [
          screenColumn<OfficePortalProfile>('actions', 'Action', (p) => (
            <Button type="button" size="small" icon="pi pi-trash" severity="danger" outlined aria-label={`Delete ${p.portal.portalName} account ${p.portalUsername}`} onClick={() => setDeleting(p)} />
          )),
        ]
      : []),
  ];
  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.officePortalProfileId, {
      onSuccess: () => {
        setDeleting(null);
        showToast({ severity: 'success', summary: MESSAGES.portalDeleted });
      },
      onError: (e) => showToast({ severity: 'error', summary: errorMessage(e) }),
    });
  };
  return (
    <section className="card" aria-labelledby="portal-accounts-title">
      <div className="page-header">
        <h2 id="portal-accounts-title" className="card-title">
          Portal Accounts
        </h2>
        <span style={{ display: 'inline-flex', gap: '0.5rem', flexWrap: 'wrap' }}>
          {canManage && query.data && query.data.count > 0 && <PortalSyncButton officeId={officeId} caller={caller} accounts={query.data.results} />}
          {canManage && <Button type="button" label="Add Portal Account" icon="pi pi-plus" disabled={!portals.data?.length} onClick={() => setIsAdding(true)} />}
        </span>
      </div>
      <ListTable
        label="Portal accounts"
        query={query}
        dataKey="officePortalProfileId"
        columns={columns}
        page={page.page}
        limit={page.limit}
        onPage={(p, limit) => setPage({ page: p, limit })}
        pendingLabel="Loading portal accounts"
      />
      {isAdding && portals.data && <AddPortalAccountDialog officeId={officeId} portals={portals.data} caller={caller} onClose={() => setIsAdding(false)} />}
      {deleting && (
        <Dialog header="Delete Portal Account" visible onHide={() => setDeleting(null)} modal style={{ width: '440px' }}>
          <p>{PORTAL_ACCOUNT_MESSAGES.deleteConfirm(deleting.portal.portalName)}</p>
          <div style={{ display: 'flex', justifyContent: 'flex-end', gap: '0.5rem' }}>
            <Button type="button" label="Cancel" outlined onClick={() => setDeleting(null)} />
            <Button type="button" label="Delete" severity="danger" loading={remove.isPending} onClick={confirmDelete} />
          </div>
        </Dialog>
      )}
    </section>
  );
}
