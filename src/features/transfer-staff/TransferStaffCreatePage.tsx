import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'primereact/button';
import { Calendar } from 'primereact/calendar';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Link, useLocation } from 'wouter';
import { DateTime } from 'luxon';
import { SCHEDULE_FORMAT } from '../../../domain/entities/article';
import { formatDateTime } from '../../../domain/format';
import {
  STAFF_TRANSFER_LABELS,
  STAFF_TRANSFER_MESSAGES,
  staffTransferBody,
  staffTransferForm,
  TRANSFER_TIMING_LABELS,
  type StaffTransferFormValues,
} from '../../../domain/staff-transfer';
import { TRANSFER_TIMINGS } from '../../../domain/transfer';
import { useCreateTransferEmployee } from '../../api/transfer-employees/create-transfer-employee';
import { EmployeePicker } from '../../ui/EmployeePicker';
import { Field } from '../../ui/Field';
import { fieldAria } from '../../ui/FieldError';
import { scrollToField } from '../../ui/focus-first-invalid';
import { OfficePicker } from '../../ui/OfficePicker';
import { FormRadioGroup } from '../../ui/RadioGroupField';
import { applyServerErrors } from '../../ui/server-errors';
import { showToast } from '../../ui/toast';
import { TRANSFER_STAFF_PATH, transferStaffPath } from './transfer-staff-display';

const FIELDS = ['employeeId', 'toOfficeId', 'timing', 'scheduledAt'] as const;
const TIMING_CHOICES = TRANSFER_TIMINGS.map((value) => ({ value, label: TRANSFER_TIMING_LABELS[value] }));

const toPicker = (value: string | null) => (value ? DateTime.fromFormat(value, SCHEDULE_FORMAT).toJSDate() : null);
const fromPicker = (date: Date | null | undefined) => (date ? DateTime.fromJSDate(date).toFormat(SCHEDULE_FORMAT) : null);

/** /transfer-staff/create (§2): an employee, the office they move to, now or at a date and time (WIB). */
export default function TransferStaffCreatePage() {
  const [, navigate] = useLocation();
  const create = useCreateTransferEmployee();
  const form = useForm<StaffTransferFormValues>({
    resolver: zodResolver(staffTransferForm),
    defaultValues: { employeeId: '', toOfficeId: '', timing: 'IMMEDIATELY', scheduledAt: null },
  });
  const { control, formState, setValue, handleSubmit } = form;
  const timing = useWatch({ control, name: 'timing' });
  const toOfficeId = useWatch({ control, name: 'toOfficeId' });
  const dateError = formState.errors.scheduledAt?.message;

  const onValid = (values: StaffTransferFormValues) =>
    create.mutate(staffTransferBody(values), {
      onSuccess: (transfer) => {
        const summary = transfer.scheduledAt && transfer.status === 'WAITING' ? STAFF_TRANSFER_MESSAGES.scheduled(formatDateTime(transfer.scheduledAt)) : STAFF_TRANSFER_MESSAGES.created;
        showToast({ severity: 'success', summary });
        navigate(transferStaffPath(transfer.transferEmployeeId));
      },
      onError: (error) => applyServerErrors(error, form, { fields: [...FIELDS] }),
    });

  return (
    <div className="page">
      <div className="page-header">
        <h1 className="page-title">Create Transfer</h1>
      </div>
      <form noValidate className="form card form--narrow" onSubmit={(e) => void handleSubmit(onValid, (errors) => scrollToField(FIELDS.find((f) => errors[f]) ?? 'employeeId'))(e)}>
        <EmployeePicker
          id="employeeId"
          error={formState.errors.employeeId?.message}
          onChange={(employee) => setValue('employeeId', employee?.employeeId ?? '', { shouldValidate: formState.isSubmitted })}
        />
        <OfficePicker
          id="toOfficeId"
          label={STAFF_TRANSFER_LABELS.toOfficeId}
          placeholder="Search an office"
          value={toOfficeId}
          error={formState.errors.toOfficeId?.message}
          onChange={(officeId) => setValue('toOfficeId', officeId, { shouldValidate: formState.isSubmitted })}
        />
        <FormRadioGroup control={control} name="timing" legend={STAFF_TRANSFER_LABELS.timing} choices={TIMING_CHOICES} />
        {timing === 'SCHEDULED' && (
          <Field htmlFor="scheduledAt" label={`${STAFF_TRANSFER_LABELS.scheduledAt} (YYYY-MM-DD HH:mm, WIB)`} error={dateError}>
            <Controller
              control={control}
              name="scheduledAt"
              render={({ field }) => (
                <Calendar
                  inputId="scheduledAt"
                  value={toPicker(field.value)}
                  onChange={(e) => field.onChange(fromPicker(e.value as Date | null | undefined))}
                  onBlur={field.onBlur}
                  dateFormat="yy-mm-dd"
                  showTime
                  hourFormat="24"
                  minDate={new Date()}
                  showIcon
                  placeholder="YYYY-MM-DD HH:mm"
                  invalid={Boolean(dateError)}
                  pt={{ input: { root: fieldAria('scheduledAt', dateError) } }}
                />
              )}
            />
          </Field>
        )}
        <div className="form-actions" style={{ display: 'flex', gap: '0.5rem', justifyContent: 'flex-end' }}>
          <Link href={TRANSFER_STAFF_PATH} className="p-button p-button-outlined">
            Cancel
          </Link>
          <Button type="submit" label={STAFF_TRANSFER_LABELS.submit} loading={create.isPending} />
        </div>
      </form>
    </div>
  );
}
