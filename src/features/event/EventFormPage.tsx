import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'primereact/button';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { Link, useLocation, useParams } from 'wouter';
import { UPLOAD_MAX_MB } from '../../../domain/entities/file';
import { editRefusal, EVENT_MESSAGES, EVENT_TYPE_LABELS, EVENT_TYPES, eventBody, instantOfJakartaLocal, jakartaLocalInput, type EventInput, type EventItem, type EventType } from '../../../domain/event';
import { ROLE_LABELS, ROLES, type Role } from '../../../domain/roles';
import { useCreateEvent, useEvent, useUpdateEvent } from '../../api/events/events';
import { uploadFile } from '../../api/files/upload-file';
import { useOffice } from '../../api/offices/get-offices';
import { Field } from '../../ui/Field';
import { FieldError, fieldAria } from '../../ui/FieldError';
import { scrollToField } from '../../ui/focus-first-invalid';
import { OfficePicker } from '../../ui/OfficePicker';
import { isNotFound, NotFoundState, QueryError, QueryPending } from '../../ui/QueryState';
import { RadioGroupField } from '../../ui/RadioGroupField';
import { RichTextEditor } from '../../ui/RichTextEditor';
import { applyServerErrors } from '../../ui/server-errors';
import { showToast } from '../../ui/toast';
import { UploadBox, type UploadImage } from '../../ui/UploadBox';
import { EVENT_LIST_PATH, eventPath } from './paths';

/** The form holds the schedule as datetime-local text (Jakarta time) and the banner's URL beside its key. */
type EventForm = Omit<EventInput, 'startAt' | 'endAt'> & { startAt: string; endAt: string; bannerUrl: string | null };

const FIELDS = ['title', 'type', 'startAt', 'endAt', 'place', 'onlineLink', 'bannerFileKey', 'audienceOfficeIds', 'audienceRoles', 'body'] as const;
const idOf = (field: string) => `event-${field.split('.')[0]}`;
const TYPE_CHOICES = EVENT_TYPES.map((t) => ({ value: t, label: EVENT_TYPE_LABELS[t] }));

const toBody = ({ bannerUrl: _url, ...form }: EventForm): EventInput => ({ ...form, startAt: instantOfJakartaLocal(form.startAt), endAt: instantOfJakartaLocal(form.endAt) });

/** The domain's schema on what the API will get: the same refusals at the same fields. */
const resolver: Resolver<EventForm> = (values, context, options) =>
  (zodResolver(eventBody) as unknown as Resolver<EventForm>)(toBody(values) as unknown as EventForm, context, options);

const blank: EventForm = { title: '', type: 'ANNOUNCEMENT', startAt: '', endAt: '', place: '', onlineLink: '', bannerFileKey: null, bannerUrl: null, audienceOfficeIds: [], audienceRoles: [], body: '' };
const valuesOf = (e: EventItem): EventForm => ({
  title: e.title,
  type: e.type,
  startAt: jakartaLocalInput(e.startAt),
  endAt: jakartaLocalInput(e.endAt),
  place: e.place ?? '',
  onlineLink: e.onlineLink ?? '',
  bannerFileKey: e.bannerFileKey,
  bannerUrl: e.bannerUrl,
  audienceOfficeIds: e.audienceOffices.map((o) => o.officeId),
  audienceRoles: e.audienceRoles,
  body: e.body ?? '',
});

/** The banner goes up when picked (jpg/png, §9's general 2 MB); the record keeps its key on Save. */
const uploadBanner: UploadImage = async ({ blob, fileName, contentType }, options) => {
  const file = await uploadFile({ file: blob, fileName, contentType, purpose: 'general' }, options);
  return { key: file.fileKey, url: file.url };
};

/** /event/create and /event/{eventId}/edit (admin-HQ-plus). */
export default function EventFormPage() {
  const { eventId = '' } = useParams<{ eventId?: string }>();
  const existing = useEvent(eventId);
  if (!eventId) return <EventFormScreen defaults={blank} />;
  if (existing.isPending) return <QueryPending label="Loading event" />;
  if (existing.isError && isNotFound(existing.error)) return <NotFoundState message={EVENT_MESSAGES.notFound} backHref={EVENT_LIST_PATH} backLabel="Back to Event" />;
  if (existing.isError) return <QueryError error={existing.error} onRetry={() => void existing.refetch()} />;
  const refusal = editRefusal(existing.data);
  if (refusal) return <NotFoundState message={refusal} backHref={eventPath(eventId)} backLabel="Back to the event" />;
  return <EventFormScreen event={existing.data} defaults={valuesOf(existing.data)} />;
}

function EventFormScreen({ event, defaults }: { event?: EventItem; defaults: EventForm }) {
  const [, navigate] = useLocation();
  const create = useCreateEvent();
  const update = useUpdateEvent(event?.eventId ?? '');
  const form = useForm<EventForm>({ resolver, defaultValues: defaults });
  const errors = form.formState.errors;
  const type = useWatch({ control: form.control, name: 'type' }) as EventType;
  const bannerUrl = useWatch({ control: form.control, name: 'bannerUrl' });
  const submit = form.handleSubmit(
    async (values) => {
      try {
        const saved = event ? await update.mutateAsync(toBody(values)) : await create.mutateAsync(toBody(values));
        showToast({ severity: 'success', summary: event ? EVENT_MESSAGES.updated(saved.title) : EVENT_MESSAGES.created(saved.title) });
        navigate(eventPath(saved.eventId));
      } catch (failure) {
        applyServerErrors(failure, form, { fields: FIELDS, idOf });
      }
    },
    (invalid) => {
      const first = FIELDS.find((f) => f in invalid);
      if (first) scrollToField(idOf(first));
    },
  );
  const title = event ? `Edit ${event.title}` : 'Create Event';
  return (
    <div className="page">
      <div className="page-header">
        <h1 className="page-title">{title}</h1>
        <Link href={event ? eventPath(event.eventId) : EVENT_LIST_PATH}>Back</Link>
      </div>
      <form noValidate aria-label={title} className="card" onSubmit={(e) => void submit(e)}>
        <div className="form-grid">
          <Field htmlFor={idOf('title')} label="Title" error={errors.title?.message} isFullWidth>
            <input id={idOf('title')} className="p-inputtext" maxLength={200} {...form.register('title')} {...fieldAria(idOf('title'), errors.title?.message)} />
          </Field>
          <Controller
            control={form.control}
            name="type"
            render={({ field }) => (
              <RadioGroupField
                id={idOf('type')}
                legend="Type"
                name="event-type"
                value={field.value}
                choices={TYPE_CHOICES}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={errors.type?.message}
                // A published record keeps its type (the server refuses a change).
                disabled={!!event && event.status !== 'DRAFT'}
                inputRef={field.ref}
              />
            )}
          />
          <Field htmlFor={idOf('startAt')} label="Start (WIB)" error={errors.startAt?.message}>
            <input id={idOf('startAt')} type="datetime-local" className="p-inputtext" {...form.register('startAt')} {...fieldAria(idOf('startAt'), errors.startAt?.message)} />
          </Field>
          <Field htmlFor={idOf('endAt')} label="End (WIB)" error={errors.endAt?.message}>
            <input id={idOf('endAt')} type="datetime-local" className="p-inputtext" {...form.register('endAt')} {...fieldAria(idOf('endAt'), errors.endAt?.message)} />
          </Field>
          <Field htmlFor={idOf('place')} label={type === 'EVENT' ? 'Place' : 'Place (optional)'} hint={type === 'EVENT' ? 'A place, an online link, or both.' : undefined} error={errors.place?.message}>
            <input id={idOf('place')} className="p-inputtext" maxLength={200} {...form.register('place')} {...fieldAria(idOf('place'), errors.place?.message)} />
          </Field>
          <Field htmlFor={idOf('onlineLink')} label="Online Link (optional)" error={errors.onlineLink?.message}>
            <input id={idOf('onlineLink')} type="url" className="p-inputtext" maxLength={500} placeholder="https://" {...form.register('onlineLink')} {...fieldAria(idOf('onlineLink'), errors.onlineLink?.message)} />
          </Field>
          <div style={{ gridColumn: '1 / -1' }}>
            <UploadBox
              id={idOf('bannerFileKey')}
              label="Banner Image"
              maxMb={UPLOAD_MAX_MB.general}
              images={bannerUrl ? [{ key: 'banner', url: bannerUrl }] : []}
              upload={uploadBanner}
              onUploaded={(image) => {
                form.setValue('bannerFileKey', image.key, { shouldDirty: true });
                form.setValue('bannerUrl', image.url);
                form.clearErrors('bannerFileKey');
              }}
              onRemove={() => {
                form.setValue('bannerFileKey', null, { shouldDirty: true });
                form.setValue('bannerUrl', null);
              }}
              error={errors.bannerFileKey?.message}
            />
          </div>
          <Controller control={form.control} name="audienceOfficeIds" render={({ field }) => <AudienceOffices value={field.value ?? []} onChange={field.onChange} error={errors.audienceOfficeIds?.message} />} />
          <Controller control={form.control} name="audienceRoles" render={({ field }) => <AudienceRoles value={(field.value ?? []) as Role[]} onChange={field.onChange} error={errors.audienceRoles?.message ?? errors.audienceRoles?.[0]?.message} />} />
        </div>
        <div className="field" style={{ marginTop: '1rem' }}>
          <label id="event-body-label" htmlFor={idOf('body')}>
            Body
          </label>
          <Controller
            control={form.control}
            name="body"
            render={({ field }) => (
              <RichTextEditor
                id={idOf('body')}
                labelId="event-body-label"
                value={field.value ?? ''}
                onChange={field.onChange}
                onBlur={field.onBlur}
                invalid={Boolean(errors.body)}
                describedBy={errors.body ? `${idOf('body')}-error` : undefined}
                toolbar="limited"
                placeholder="What the audience should know"
              />
            )}
          />
          <FieldError id={`${idOf('body')}-error`} message={errors.body?.message} />
        </div>
        <div style={{ display: 'flex', justifyContent: 'flex-end', gap: '0.5rem', marginTop: '1rem' }}>
          <Button type="submit" label={event ? 'Save' : 'Create Event'} loading={create.isPending || update.isPending} />
        </div>
      </form>
    </div>
  );
}

/** The offices of the audience, one picked at a time; none means every office. */
function AudienceOffices({ value, onChange, error }: { value: string[]; onChange: (ids: string[]) => void; error?: string }) {
  return (
    <div style={{ gridColumn: '1 / -1' }}>
      <OfficePicker id={idOf('audienceOfficeIds')} label="Audience Offices" value="" placeholder="Add an office (none: every office)" onChange={(officeId) => officeId && !value.includes(officeId) && onChange([...value, officeId])} error={error} />
      <ul aria-label="Chosen offices" className="chip-list" style={{ listStyle: 'none', padding: 0, display: 'flex', flexWrap: 'wrap', gap: '0.25rem' }}>
        {value.length === 0 ? <li>Every office</li> : value.map((officeId) => <OfficeChip key={officeId} officeId={officeId} onRemove={() => onChange(value.filter((id) => id !== officeId))} />)}
      </ul>
    </div>
  );
}

function OfficeChip({ officeId, onRemove }: { officeId: string; onRemove: () => void }) {
  const office = useOffice(officeId);
  const name = office.data?.officeName ?? 'Office';
  return (
    <li className="p-chip" style={{ display: 'inline-flex', alignItems: 'center', gap: '0.25rem' }}>
      {name}
      <Button type="button" icon="pi pi-times" text rounded size="small" aria-label={`Remove ${name}`} onClick={onRemove} />
    </li>
  );
}

/** The roles of the audience; none ticked means every role. */
function AudienceRoles({ value, onChange, error }: { value: Role[]; onChange: (roles: Role[]) => void; error?: string }) {
  const id = idOf('audienceRoles');
  return (
    <fieldset className="field" style={{ gridColumn: '1 / -1' }} aria-describedby={error ? `${id}-error` : `${id}-hint`}>
      <legend>Audience Roles</legend>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))', gap: '0.25rem' }}>
        {ROLES.map((role, i) => (
          <label key={role} style={{ display: 'flex', gap: '0.5rem', alignItems: 'center', fontWeight: 'normal' }}>
            <input id={i === 0 ? id : undefined} type="checkbox" checked={value.includes(role)} onChange={(e) => onChange(e.target.checked ? [...value, role] : value.filter((r) => r !== role))} />
            {ROLE_LABELS[role]}
          </label>
        ))}
      </div>
      <small id={`${id}-hint`}>None ticked: every role.</small>
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  );
}
