import { useMemo } from 'react';
import { useLocation, useParams } from 'wouter';
import { EMPLOYEE_ADMIN_MESSAGES, type CreateEmployeeBody, type EmployeeScreen, type UpdateEmployeeBody } from '../../../domain/employee-admin';
import { useCreateEmployee } from '../../api/employees/create-employee';
import { useEmployee } from '../../api/employees/get-employee';
import { useUpdateEmployee } from '../../api/employees/update-employee';
import { useCurrentSession } from '../../app/session-context';
import { QueryError, QueryPending } from '../../ui/QueryState';
import { applyServerErrors } from '../../ui/server-errors';
import { showToast } from '../../ui/toast';
import { employeeDetailPath, employeeName, keptOffices, useEmployeeScreen } from './employee-display';
import { createDefaults, createResolver, editDefaults, EMPLOYEE_FORM_FIELDS, updateResolver } from './employee-form';
import { EmployeeForm, type EmployeeFormTarget } from './EmployeeForm';

const refused = (form: EmployeeFormTarget) => (error: unknown) => applyServerErrors(error, form, { fields: EMPLOYEE_FORM_FIELDS });

function CreateEmployee({ screen }: { screen: EmployeeScreen }) {
  const [, navigate] = useLocation();
  const session = useCurrentSession();
  const offices = useMemo(() => keptOffices(session, screen.kind), [session, screen.kind]);
  const defaults = useMemo(() => createDefaults(screen.kind, offices?.map((o) => o.officeId) ?? null), [screen.kind, offices]);
  const resolver = useMemo(() => createResolver(screen.kind), [screen.kind]);
  const create = useCreateEmployee();
  const submit = (body: CreateEmployeeBody, form: EmployeeFormTarget) =>
    create.mutate(body, {
      onSuccess: (created) => {
        showToast({ severity: 'success', summary: EMPLOYEE_ADMIN_MESSAGES.created(screen.noun) });
        navigate(employeeDetailPath(screen.kind, created.employeeId));
      },
      onError: refused(form),
    });
  return (
    <EmployeeForm
      screen={screen}
      defaultValues={defaults}
      resolver={resolver}
      offices={screen.hasOffice ? offices : undefined}
      isSaving={create.isPending}
      submitLabel="Save"
      onSubmit={(body, form) => submit(body as CreateEmployeeBody, form)}
      onCancel={() => navigate(screen.path)}
    />
  );
}

function EditEmployee({ screen, employeeId }: { screen: EmployeeScreen; employeeId: string }) {
  const [, navigate] = useLocation();
  const query = useEmployee(employeeId);
  const update = useUpdateEmployee();
  const record = query.data;
  const resolver = useMemo(() => (record ? updateResolver(screen.kind, record) : null), [screen.kind, record]);
  if (query.isPending) return <QueryPending label="Loading employee" />;
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  if (!record || !resolver || !screen.roles.includes(record.employeeRole.role)) return <QueryError error={EMPLOYEE_ADMIN_MESSAGES.notFound} />;
  const submit = (body: UpdateEmployeeBody, form: EmployeeFormTarget) =>
    update.mutate(
      { employeeId, body },
      {
        onSuccess: () => {
          showToast({ severity: 'success', summary: EMPLOYEE_ADMIN_MESSAGES.updated(screen.noun) });
          navigate(employeeDetailPath(screen.kind, employeeId));
        },
        onError: refused(form),
      },
    );
  return (
    <>
      <p>
        <strong>{employeeName(record)}</strong>
        {record.office ? ` — ${record.office.officeName}` : ''}
      </p>
      <EmployeeForm
        screen={screen}
        defaultValues={editDefaults(record)}
        resolver={resolver}
        record={record}
        isSaving={update.isPending}
        submitLabel="Update"
        onSubmit={(body, form) => submit(body as UpdateEmployeeBody, form)}
        onCancel={() => navigate(employeeDetailPath(screen.kind, employeeId))}
      />
    </>
  );
}

/** /{screen}/create and /{screen}/{employeeId}/edit (§2, issue 16). */
export default function EmployeeFormPage() {
  const screen = useEmployeeScreen();
  const { employeeId } = useParams<{ employeeId?: string }>();
  return (
    <div className="page">
      <div className="page-header">
        <h1 className="page-title">{employeeId ? `Edit ${screen.noun}` : `Create ${screen.noun}`}</h1>
      </div>
      {employeeId ? <EditEmployee key={`${screen.kind}:${employeeId}`} screen={screen} employeeId={employeeId} /> : <CreateEmployee key={screen.kind} screen={screen} />}
    </div>
  );
}
