import { useLocation, useParams } from 'wouter';
import type { CreateOfficeInput, OfficeDetail, PatchOfficeBody } from '../../../domain/entities/office';
import { canSetSimilarListing } from '../../../domain/office-policy';
import { useCreateOffice } from '../../api/offices/create-office';
import { useOfficeDetail } from '../../api/offices/get-office-detail';
import { useUpdateOffice } from '../../api/offices/update-office';
import { QueryError, QueryPending } from '../../ui/QueryState';
import { showToast } from '../../ui/toast';
import { OfficeForm, showOfficeServerErrors } from './OfficeForm';
import { OFFICE_MESSAGES } from '../../../domain/office-policy';
import { OFFICE_LIST_PATH, officeDetailPath } from './paths';
import { useOfficeCaller } from './use-office-caller';

function CreateOffice() {
  const [, navigate] = useLocation();
  const caller = useOfficeCaller();
  const create = useCreateOffice();
  return (
    <OfficeForm
      canSetSimilarListing={canSetSimilarListing(caller)}
      submitLabel="Create Office"
      isSaving={create.isPending}
      onCancel={() => navigate(OFFICE_LIST_PATH)}
      onSubmit={(values, form) =>
        create.mutate(values, {
          onSuccess: (office) => {
            showToast({ severity: 'success', summary: OFFICE_MESSAGES.created });
            navigate(officeDetailPath(office.officeId));
          },
          onError: (error) => showOfficeServerErrors(error, form),
        })
      }
    />
  );
}

const blankToNull = (v: string | null | undefined) => (v?.trim() ? v.trim() : null);

/** Only what changed goes to PATCH. */
function changesOf(office: OfficeDetail, values: CreateOfficeInput): Record<string, unknown> {
  const current: Record<string, unknown> = {
    officeName: office.officeName,
    officeCode: office.officeCode,
    logoUrl: office.logo?.fileUrl ?? null,
    firstPhoneNumber: office.firstPhoneNumber,
    secondPhoneNumber: office.secondPhoneNumber,
    email: office.email,
    province: office.province,
    city: office.city,
    postalCode: office.postalCode,
    address: office.address,
    isOfficePkp: office.isOfficePkp,
    denyDuplicateListing: office.denyDuplicateListing,
    subdomain: office.subdomain,
  };
  const body: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) continue;
    const next = typeof value === 'string' ? blankToNull(value) : value;
    const before = current[key];
    const same = typeof next === 'string' && typeof before === 'string' ? next.toLowerCase() === before.toLowerCase() && (key === 'email' || key === 'subdomain' || next === before) : next === before;
    if (!same) body[key] = value;
  }
  return body;
}

function EditOffice({ officeId }: { officeId: string }) {
  const [, navigate] = useLocation();
  const caller = useOfficeCaller();
  const query = useOfficeDetail(officeId);
  const update = useUpdateOffice();
  if (query.isPending) return <QueryPending label="Loading office" />;
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  const office = query.data;
  return (
    <OfficeForm
      office={office}
      canSetSimilarListing={canSetSimilarListing(caller)}
      submitLabel="Save"
      isSaving={update.isPending}
      onCancel={() => navigate(officeDetailPath(officeId))}
      onSubmit={(values, form) => {
        const body = changesOf(office, values) as PatchOfficeBody;
        if (Object.keys(body).length === 0) return navigate(officeDetailPath(officeId));
        update.mutate(
          { officeId, body },
          {
            onSuccess: () => {
              showToast({ severity: 'success', summary: OFFICE_MESSAGES.updated });
              navigate(officeDetailPath(officeId));
            },
            onError: (error) => showOfficeServerErrors(error, form),
          },
        );
      }}
    />
  );
}

/** /office/create (admin-HQ-plus) and /office/{officeId}/edit. */
export default function OfficeFormPage() {
  const { officeId } = useParams<{ officeId?: string }>();
  return (
    <div className="page">
      <h1 className="page-title">{officeId ? 'Edit Office' : 'Create Office'}</h1>
      {officeId ? <EditOffice officeId={officeId} /> : <CreateOffice />}
    </div>
  );
}
