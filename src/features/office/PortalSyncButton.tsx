import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useId, useState } from 'react';
import { errorMessage } from '../../../domain/errors';
import { portalProfilePrefix, type OfficePortalProfile, type PortalAccountCaller } from '../../../domain/portal-accounts';
import { canSyncOffice } from '../../../domain/portal-sync';
import { useSyncOffice } from '../../api/portal-sync/sync-office';
import { showToast } from '../../ui/toast';

/**
 * 'Sync Listings' on an office's portal accounts: pushes every published
 * listing of the office to one portal or to all it has accounts on (POST
 * [/office]/office-portal-profiles/{officeId}/sync). Shown exactly when the
 * server accepts it (canSyncOffice); the pushes run as jobs, their outcomes in
 * each listing's sync history.
 */
export function PortalSyncButton({ officeId, caller, accounts }: { officeId: string; caller: PortalAccountCaller; accounts: readonly OfficePortalProfile[] }) {
  const [isOpen, setIsOpen] = useState(false);
  const [portalId, setPortalId] = useState('');
  const sync = useSyncOffice(portalProfilePrefix(caller), officeId);
  const selectId = useId();
  if (!canSyncOffice(caller, officeId)) return null;
  const portals = [...new Map(accounts.map((a) => [a.portalId, a.portal.portalName])).entries()];
  const submit = () =>
    sync.mutate(portalId ? { portalId } : {}, {
      onSuccess: (answer) => {
        setIsOpen(false);
        showToast({ severity: answer.queuedCount ? 'success' : 'info', summary: answer.message });
      },
      onError: (error) => showToast({ severity: 'error', summary: errorMessage(error) }),
    });
  return (
    <>
      <Button type="button" label="Sync Listings" icon="pi pi-sync" outlined onClick={() => setIsOpen(true)} />
      {isOpen && (
        <Dialog header="Sync Listings to Portals" visible onHide={() => setIsOpen(false)} modal style={{ width: 'min(480px, 95vw)' }}>
          <p style={{ marginTop: 0 }}>Every published listing of this office is pushed to the portal. Each push shows its outcome in the listing&apos;s sync history.</p>
          <div className="field" style={{ display: 'grid', gap: '0.25rem', marginBottom: '1rem' }}>
            <label htmlFor={selectId}>Portal</label>
            <select id={selectId} className="p-inputtext" value={portalId} onChange={(e) => setPortalId(e.target.value)}>
              <option value="">All portals of this office</option>
              {portals.map(([id, name]) => (
                <option key={id} value={id}>
                  {name}
                </option>
              ))}
            </select>
          </div>
          <div style={{ display: 'flex', justifyContent: 'flex-end', gap: '0.5rem' }}>
            <Button type="button" label="Cancel" outlined onClick={() => setIsOpen(false)} />
            <Button type="button" label="Sync" icon="pi pi-sync" loading={sync.isPending} onClick={submit} />
          </div>
        </Dialog>
      )}
    </>
  );
}
