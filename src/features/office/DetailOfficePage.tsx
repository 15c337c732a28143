import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'primereact/button';
import { Steps } from 'primereact/steps';
import { useForm, useWatch } from 'react-hook-form';
import { useLocation, useParams } from 'wouter';
import { z } from 'zod';
import { patchOfficeBody, OFFICE_FIELD_LABELS, type OfficeDetail } from '../../../domain/entities/office';
import { canEditOfficeWeb, OFFICE_MESSAGES, OFFICE_WIZARD_STEPS } from '../../../domain/office-policy';
import { officesHolding } from '../../../domain/roles';
import { useOfficeDetail } from '../../api/offices/get-office-detail';
import { useUpdateOffice } from '../../api/offices/update-office';
import { scrollToField } from '../../ui/focus-first-invalid';
import { QueryError, QueryPending } from '../../ui/QueryState';
import { applyServerErrors } from '../../ui/server-errors';
import { showToast } from '../../ui/toast';
import { officeLabel } from './office-display';
import { OfficeInformation } from './OfficeInformation';
import { PortalAccounts } from './PortalAccounts';
import { DETAIL_OFFICE_PATH, settingWebPath } from './paths';
import { SubdomainField } from './SubdomainField';
import { useOfficeCaller } from './use-office-caller';
import { useSubdomainAvailability } from './use-subdomain-availability';

const webBody = patchOfficeBody.pick({ subdomain: true }).required();
type WebInput = z.input<typeof webBody>;

function SettingWeb({ office }: { office: OfficeDetail }) {
  const caller = useOfficeCaller();
  const update = useUpdateOffice();
  const form = useForm<WebInput>({ resolver: zodResolver(webBody), defaultValues: { subdomain: office.subdomain ?? '' } });
  const subdomain = useWatch({ control: form.control, name: 'subdomain' });
  const status = useSubdomainAvailability(typeof subdomain === 'string' ? subdomain : '', office.officeId, office.subdomain);
  const canEdit = canEditOfficeWeb(caller, office.officeId);
  const submit = form.handleSubmit(
    (values) =>
      update.mutate(
        { officeId: office.officeId, body: values },
        {
          onSuccess: () => showToast({ severity: 'success', summary: OFFICE_MESSAGES.updated }),
          onError: (error) => applyServerErrors(error, form, { fields: ['subdomain'] }),
        },
      ),
    () => scrollToField('subdomain'),
  );
  return (
    <form noValidate className="form card form--narrow" aria-label="Setting web" onSubmit={(e) => void submit(e)}>
      <h2 className="card-title">Setting Web</h2>
      <SubdomainField id="subdomain" label={OFFICE_FIELD_LABELS.subdomain} registration={form.register('subdomain')} error={form.formState.errors.subdomain?.message} status={status} />
      {canEdit && (
        <div className="form-actions" style={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button type="submit" label="Save" loading={update.isPending} />
        </div>
      )}
    </form>
  );
}

/**
 * /detail-office (admin_office) and its wizard (§2): step one shows the
 * office admin's own office (every field, owners); 'Next' goes to
 * /{slug}/{officeId}/detail/setting-web, where the office's web settings are
 * kept; 'Previous' is disabled on the first step.
 */
export default function DetailOfficePage() {
  const { officeId: routeOfficeId } = useParams<{ officeId?: string }>();
  const [, navigate] = useLocation();
  const caller = useOfficeCaller();
  const ownOffices = officesHolding(caller.employees, ['admin_office']);
  const officeId = routeOfficeId ?? ownOffices[0] ?? '';
  const step = routeOfficeId ? 1 : 0;
  const query = useOfficeDetail(officeId);
  return (
    <div className="page">
      <div className="page-header">
        <h1 className="page-title">Detail Office{query.data ? `: ${officeLabel(query.data)}` : ''}</h1>
      </div>
      <Steps model={OFFICE_WIZARD_STEPS.map((s) => ({ label: s.label }))} activeIndex={step} readOnly aria-label="Office detail steps" />
      {officeId === '' ? (
        <p className="card">No office is assigned to you as office admin.</p>
      ) : query.isPending ? (
        <QueryPending label="Loading office" />
      ) : query.isError ? (
        <QueryError error={query.error} onRetry={() => void query.refetch()} />
      ) : step === 0 ? (
        <>
          <OfficeInformation office={query.data} caller={caller} />
          <PortalAccounts officeId={officeId} caller={caller} />
        </>
      ) : (
        <SettingWeb office={query.data} />
      )}
      <div className="form-actions" style={{ display: 'flex', justifyContent: 'space-between', marginTop: '1rem' }}>
        <Button type="button" label="Previous" outlined disabled={step === 0} onClick={() => navigate(DETAIL_OFFICE_PATH)} />
        <Button type="button" label="Next" disabled={step === OFFICE_WIZARD_STEPS.length - 1 || officeId === ''} onClick={() => navigate(settingWebPath(officeId))} />
      </div>
    </div>
  );
}
