import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useState } from 'react';
import type { Portal } from '../../../domain/entities/reference';
import { MESSAGES } from '../../../domain/messages';
import { addsDirectly, SECOND_PORTAL_POSITION, secondPortalWarning, type OfficePortalProfile, type PortalAccountCaller } from '../../../domain/portal-accounts';
import { useCreateOfficePortalProfile } from '../../api/portal-accounts/create-office-portal-profile';
import { portalAccountKeys } from '../../api/portal-accounts/keys';
import { usePortalEmailUsed } from '../../api/portal-accounts/validate-portal-email';
import { EmailInput } from '../../ui/EmailInput';
import { OtpDialog } from '../../ui/OtpDialog';
import { applyServerErrors } from '../../ui/server-errors';
import { showToast } from '../../ui/toast';
import { useDebouncedValue } from '../../ui/use-debounced-value';
import type { EmailStatus } from '../../ui/use-email-availability';
import { usePortalOtpFlow } from './use-portal-otp-flow';

interface Props {
  officeId: string;
  portals: readonly Portal[];
  caller: PortalAccountCaller;
  onClose: () => void;
}

const EMAIL_ID = 'portal-email';

/** §5: 'Email is already used' per portal, 500 ms after the last keystroke; a failed lookup counts as available. */
function useEmailStatus(email: string, portalId: string): EmailStatus {
  const debounced = useDebouncedValue(email.trim().toLowerCase());
  const isWellFormed = /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(debounced);
  const check = usePortalEmailUsed(isWellFormed ? debounced : null, portalId || null);
  if (email.trim() === '' || !isWellFormed) return 'idle';
  if (debounced !== email.trim().toLowerCase() || check.isPending) return 'checking';
  if (check.isError) return 'available';
  return check.data ? 'used' : 'available';
}

function OtpStep({ input, onDone, onCancel }: { input: { officeId: string; portalId: string; portalName: string; email: string }; onDone: (a: OfficePortalProfile) => void; onCancel: () => void }) {
  const flow = usePortalOtpFlow(input, onDone);
  if (flow.step === 'done' || flow.step === 'cancelled') return null;
  return (
    <OtpDialog
      email={input.email}
      step={flow.step}
      canResend={flow.canResend}
      error={flow.error}
      onSubmit={flow.submit}
      onResend={flow.resend}
      onCancel={() => {
        flow.cancel();
        onCancel();
      }}
    />
  );
}

/**
 * Add a portal account to an office (§2, §5, §6): the portal, the account's
 * email (required: Add is disabled while it is empty; checked per portal),
 * the second portal's warning. HQ adds directly; everyone else verifies the
 * email with the OTP mailed to it first.
 */
export function AddPortalAccountDialog({ officeId, portals, caller, onClose }: Props) {
  const [portalId, setPortalId] = useState(portals[0]?.portalId ?? '');
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const [verifying, setVerifying] = useState(false);
  const isDirect = addsDirectly(caller);
  const create = useCreateOfficePortalProfile('');
  const status = useEmailStatus(email, portalId);
  const portal = portals.find((p) => p.portalId === portalId);
  const queryClient = useQueryClient();
  const added = (account: OfficePortalProfile) => {
    // The OTP flow creates the account outside a mutation: the list is reloaded here.
    void queryClient.invalidateQueries({ queryKey: portalAccountKeys.all });
    if (isDirect) showToast({ severity: 'success', summary: MESSAGES.portalAdded(account.portal.portalName) });
    onClose();
  };
  const add = () => {
    setError(undefined);
    if (!isDirect) return setVerifying(true);
    create.mutate(
      { officeId, portalId, portalUsername: email },
      { onSuccess: added, onError: (e) => applyServerErrors(e, { setError: (_, { message }) => setError(message) }, { fields: ['portalUsername'] }) },
    );
  };
  if (verifying && portal) {
    return <OtpStep input={{ officeId, portalId, portalName: portal.portalName, email: email.trim().toLowerCase() }} onDone={added} onCancel={() => setVerifying(false)} />;
  }
  return (
    <Dialog header="Add Portal Account" visible onHide={onClose} modal style={{ width: '520px' }}>
      <div className="field">
        <label htmlFor="portal-choice">Portal</label>
        <select id="portal-choice" className="p-inputtext w-full" value={portalId} onChange={(e) => setPortalId(e.target.value)}>
          {portals.map((p) => (
            <option key={p.portalId} value={p.portalId}>
              {p.portalName}
            </option>
          ))}
        </select>
      </div>
      <EmailInput id={EMAIL_ID} label="Email" value={email} onChange={setEmail} error={error} status={status} isRequired />
      {portal?.position === SECOND_PORTAL_POSITION && (
        <p role="note" className="p-message p-message-warn" style={{ padding: '0.5rem 0.75rem' }}>
          {secondPortalWarning(portal.portalName)}
        </p>
      )}
      <div style={{ display: 'flex', justifyContent: 'flex-end', gap: '0.5rem', marginTop: '1rem' }}>
        <Button type="button" label="Cancel" outlined onClick={onClose} />
        <Button type="button" label="Add" loading={create.isPending} disabled={email.trim() === '' || status === 'used' || !portalId} onClick={add} />
      </div>
    </Dialog>
  );
}
