import { Dropdown } from 'primereact/dropdown';
import { Controller, useWatch } from 'react-hook-form';
import { EMPLOYEE_FORM_LABELS as L, MAIN_EMAIL_CHOICES, type EmployeeScreen } from '../../../domain/employee-admin';
import { ROLE_LABELS, type Role } from '../../../domain/roles';
import { Field } from '../../ui/Field';
import { fieldAria } from '../../ui/FieldError';
import { OfficePicker } from '../../ui/OfficePicker';
import { FormRadioGroup } from '../../ui/RadioGroupField';
import { TextField } from '../../ui/TextField';
import type { WebsiteLinkStatus } from '../../ui/use-website-link-availability';
import { WebsiteLinkField } from '../../ui/WebsiteLinkField';
import type { OfficeChoice } from './employee-display';
import type { EmployeeFormApi } from './employee-form';

/** Under the legend 'Main Email': which mailbox, not the address fields' own labels. */
const MAIN_EMAIL_LABELS = { PRIVATE: 'Private', genius: L.geniusEmail.replace(/ Email$/, '') } as const;
const MAIN_EMAIL_OPTIONS = MAIN_EMAIL_CHOICES.map((value) => ({ value, label: MAIN_EMAIL_LABELS[value] }));

/**
 * Where the record goes (create only; a move is a staff transfer): the full
 * office search for whoever keeps every office, a choice among the caller's
 * offices, or nothing to ask when they keep one (it is chosen already).
 */
function OfficeField({ form, offices }: { form: EmployeeFormApi; offices: OfficeChoice[] | null }) {
  const error = form.formState.errors.officeId?.message;
  const value = useWatch({ control: form.control, name: 'officeId' });
  const set = (officeId: string) => form.setValue('officeId', officeId, { shouldValidate: form.formState.isSubmitted });
  if (offices === null) return <OfficePicker id="officeId" label={L.officeId} placeholder="Search an office" value={value} error={error} onChange={set} />;
  if (offices.length < 2) return null;
  return (
    <Field htmlFor="officeId" label={L.officeId} error={error}>
      <Dropdown
        inputId="officeId"
        value={value || null}
        options={offices}
        optionLabel="officeName"
        optionValue="officeId"
        placeholder="Select office"
        invalid={Boolean(error)}
        onChange={(e) => set(String(e.value ?? ''))}
        {...fieldAria('officeId', error)}
      />
    </Field>
  );
}

/** One of the screen's roles the caller may give, asked only when the screen keeps several (HQ, staff). */
function RoleField({ form, screen, roles }: { form: EmployeeFormApi; screen: EmployeeScreen; roles: readonly Role[] }) {
  const error = form.formState.errors.role?.message;
  if (screen.roles.length < 2) return null;
  return (
    <Field htmlFor="role" label={L.role} error={error}>
      <Controller
        control={form.control}
        name="role"
        render={({ field }) => (
          <Dropdown
            inputId="role"
            inputRef={field.ref}
            value={field.value || null}
            options={roles.map((r) => ({ value: r, label: ROLE_LABELS[r] }))}
            placeholder="Select role"
            invalid={Boolean(error)}
            onChange={(e) => field.onChange(String(e.value ?? ''))}
            onBlur={field.onBlur}
            {...fieldAria('role', error)}
          />
        )}
      />
    </Field>
  );
}

interface Props {
  form: EmployeeFormApi;
  screen: EmployeeScreen;
  /** The screen's roles the caller may give. */
  roles: readonly Role[];
  /** Create: the offices the record may go to (null: any). Edit: undefined, no office asked. */
  offices?: OfficeChoice[] | null;
  slugStatus: WebsiteLinkStatus;
  slugAuthorStatus: WebsiteLinkStatus;
}

/** The record's own fields: office and role, position and codes, the mailboxes, the two website links. */
export function RecordFields({ form, screen, roles, offices, slugStatus, slugAuthorStatus }: Props) {
  const { control, register, formState } = form;
  const errors = formState.errors;
  return (
    <section className="card form-section" aria-labelledby="record-title">
      <h2 id="record-title" className="card-title">
        {screen.noun}
      </h2>
      <div className="form-grid">
        {screen.hasOffice && offices !== undefined && <OfficeField form={form} offices={offices} />}
        <RoleField form={form} screen={screen} roles={roles} />
        <TextField id="currentPosition" label={L.currentPosition} error={errors.currentPosition?.message} registration={register('currentPosition')} />
        <TextField id="employeeCode" label={L.employeeCode} error={errors.employeeCode?.message} registration={register('employeeCode')} />
        <TextField id="tempEmployeeCode" label={L.tempEmployeeCode} error={errors.tempEmployeeCode?.message} registration={register('tempEmployeeCode')} />
      </div>
      <FormRadioGroup control={control} name="mainEmail" legend={L.mainEmail} choices={MAIN_EMAIL_OPTIONS} />
      <div className="form-grid">
        <TextField id="geniusEmail" label={L.geniusEmail} type="email" autoComplete="off" error={errors.geniusEmail?.message} registration={register('geniusEmail')} />
        <TextField id="privateEmail" label={L.privateEmail} type="email" autoComplete="off" error={errors.privateEmail?.message} registration={register('privateEmail')} />
        <WebsiteLinkField
          id="slug"
          label={L.slug}
          help="Their page on the website: lowercase letters, digits and dashes, e.g. budi-santoso."
          registration={register('slug')}
          error={errors.slug?.message}
          status={slugStatus}
        />
        <WebsiteLinkField
          id="slugAuthor"
          label={L.slugAuthor}
          help="Their author page on the blog, in the same form."
          registration={register('slugAuthor')}
          error={errors.slugAuthor?.message}
          status={slugAuthorStatus}
        />
      </div>
    </section>
  );
}
