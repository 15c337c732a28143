import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { EMPLOYEE_ADMIN_MESSAGES, EMPLOYEE_FORM_LABELS as L, mayGrantRole, type EmployeeScreen } from '../../../domain/employee-admin';
import { EMPLOYEE_STATUSES, ROLE_STATUSES } from '../../../domain/entities/employee';
import { MESSAGES } from '../../../domain/messages';
import { EMPLOYEE_STATUS_LABELS, ROLE_STATUS_LABELS } from '../../../domain/people-formats';
import { accessSubject } from '../../../domain/session';
import { useCurrentSession } from '../../app/session-context';
import { Field } from '../../ui/Field';
import { fieldAria } from '../../ui/FieldError';
import { scrollToField } from '../../ui/focus-first-invalid';
import { useEmailAvailability } from '../../ui/use-email-availability';
import { useWebsiteLinkAvailability } from '../../ui/use-website-link-availability';
import type { OfficeChoice } from './employee-display';
import { firstInvalidField, isWellFormedSlug, type EmployeeBody, type EmployeeFormApi, type EmployeeFormField, type EmployeeFormValues } from './employee-form';
import { PersonFields } from './PersonFields';
import { RecordFields } from './RecordFields';
import { StarAgentFields } from './StarAgentFields';

const STATUS_FIELDS = [
  { name: 'roleStatus', label: L.roleStatus, options: ROLE_STATUSES.map((value) => ({ value, label: ROLE_STATUS_LABELS[value] })) },
  { name: 'status', label: L.status, options: EMPLOYEE_STATUSES.map((value) => ({ value, label: EMPLOYEE_STATUS_LABELS[value] })) },
] as const;

/**
 * Edit only: the role status and the status (approval is decided on the
 * approval screens, and until it is, these stay as they are: domain
 * statusChangeRefusal).
 */
function StatusFields({ form, isApproved }: { form: EmployeeFormApi; isApproved: boolean }) {
  return (
    <section className="card form-section" aria-labelledby="status-title">
      <h2 id="status-title" className="card-title">
        Status
      </h2>
      <div className="form-grid">
        {STATUS_FIELDS.map(({ name, label, options }) => {
          const error = form.formState.errors[name]?.message;
          return (
            <Field key={name} htmlFor={name} label={label} error={error} hint={isApproved ? undefined : EMPLOYEE_ADMIN_MESSAGES.statusBeforeApproval}>
              <Controller
                control={form.control}
                name={name}
                render={({ field }) => (
                  <Dropdown
                    inputId={name}
                    // The arrow is a mouse affordance (role=button without a name fails axe's aria-command-name); the labelled combobox is what assistive technology uses.
                    pt={{ trigger: { 'aria-hidden': true } }}
                    inputRef={field.ref}
                    value={field.value}
                    options={[...options]}
                    disabled={!isApproved}
                    onChange={(e) => field.onChange(e.value)}
                    onBlur={field.onBlur}
                    {...fieldAria(name, error)}
                  />
                )}
              />
            </Field>
          );
        })}
      </div>
    </section>
  );
}

/** A form's answer to a refused save: the fields it names, focused in screen order (applyServerErrors). */
export type EmployeeFormTarget = Pick<EmployeeFormApi, 'setError'>;

interface Props {
  screen: EmployeeScreen;
  defaultValues: EmployeeFormValues;
  resolver: Resolver<EmployeeFormValues, unknown, EmployeeBody>;
  /** The record being edited: its own links need no check, and it has no person or office to choose. */
  record?: { employeeId: string; slug: string | null; slugAuthor: string | null; employeeRole: { approvalStatus: string } };
  /** Create: where the record may go (null: any office). */
  offices?: OfficeChoice[] | null;
  isSaving: boolean;
  submitLabel: string;
  onSubmit: (body: EmployeeBody, form: EmployeeFormTarget) => void;
  onCancel: () => void;
}

/**
 * The create and edit form of /hq, /franchise-owner, /agent and /staff
 * (issue 16): checked with the contract's bodies, each message at its field,
 * the first refused field scrolled to (§8); the new person's email and both
 * website links checked while typing (§5), a used one blocking the save.
 */
export function EmployeeForm({ screen, defaultValues, resolver, record, offices, isSaving, submitLabel, onSubmit, onCancel }: Props) {
  // The focus goes to the first refused field in screen order (onInvalid), not in the order the inputs registered.
  const form = useForm<EmployeeFormValues, unknown, EmployeeBody>({ resolver, defaultValues, shouldFocusError: false });
  const { control, handleSubmit, setError } = form;
  const isNew = !record;
  const session = useCurrentSession();
  const roles = screen.roles.filter((role) => mayGrantRole(accessSubject(session), role));
  const [person, email, slug, slugAuthor] = useWatch({ control, name: ['person', 'newUser.email', 'slug', 'slugAuthor'] });
  const emailStatus = useEmailAvailability(isNew && person === 'new' ? email : '', '');
  const employeeId = record?.employeeId ?? null;
  const slugStatus = useWebsiteLinkAvailability({ kind: 'slug', slug, employeeId, ownSlug: record?.slug ?? null, isWellFormed: isWellFormedSlug });
  const slugAuthorStatus = useWebsiteLinkAvailability({ kind: 'slugAuthor', slug: slugAuthor, employeeId, ownSlug: record?.slugAuthor ?? null, isWellFormed: isWellFormedSlug });

  const onValid = (body: EmployeeBody) => {
    const used: [EmployeeFormField, string][] = [];
    if (emailStatus === 'used') used.push(['newUser.email', MESSAGES.emailUsed]);
    if (slugStatus === 'used') used.push(['slug', MESSAGES.websiteLinkUsed]);
    if (slugAuthorStatus === 'used') used.push(['slugAuthor', MESSAGES.websiteLinkUsed]);
    if (used.length > 0) {
      used.forEach(([field, message]) => setError(field, { type: 'server', message }));
      scrollToField(used[0]![0]);
      return;
    }
    onSubmit(body, form);
  };
  const onInvalid = (errors: Parameters<typeof firstInvalidField>[0]) => {
    const first = firstInvalidField(errors);
    if (first) scrollToField(first);
  };
  const isChecking = [emailStatus, slugStatus, slugAuthorStatus].includes('checking');

  return (
    <form noValidate className="form" aria-label={`${isNew ? 'Create' : 'Edit'} ${screen.noun}`} onSubmit={handleSubmit(onValid, onInvalid)}>
      {isNew && <PersonFields form={form} emailStatus={emailStatus} />}
      <RecordFields form={form} screen={screen} roles={roles} offices={isNew ? offices : undefined} slugStatus={slugStatus} slugAuthorStatus={slugAuthorStatus} />
      {screen.kind === 'agent' && <StarAgentFields form={form} />}
      {record && <StatusFields form={form} isApproved={record.employeeRole.approvalStatus === 'APPROVED'} />}
      <div className="form-actions" style={{ display: 'flex', gap: '0.5rem', justifyContent: 'flex-end' }}>
        <Button type="button" label="Cancel" outlined onClick={onCancel} />
        <Button type="submit" label={submitLabel} loading={isSaving} disabled={isChecking} />
      </div>
    </form>
  );
}
