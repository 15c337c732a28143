import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'primereact/button';
import { useEffect, useState } from 'react';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { Link, useLocation, useParams } from 'wouter';
import {
  createPrimaryProjectBody,
  PRIMARY_PROJECT_MESSAGES,
  PRIMARY_PROJECT_STATUS_LABELS,
  PRIMARY_PROJECT_STATUSES,
  type CreatePrimaryProjectInput,
  type PrimaryProject,
} from '../../../domain/primary-project';
import { useCreatePrimaryProject, usePrimaryProject, useProjectListings, useUpdatePrimaryProject } from '../../api/primary-projects/primary-projects';
import { AgentPicker } from '../../ui/AgentPicker';
import { Field } from '../../ui/Field';
import { fieldAria, FieldError } from '../../ui/FieldError';
import { scrollToField } from '../../ui/focus-first-invalid';
import { ListingPicker } from '../../ui/ListingPicker';
import { OfficePicker } from '../../ui/OfficePicker';
import { QueryError, QueryPending } from '../../ui/QueryState';
import { applyServerErrors } from '../../ui/server-errors';
import { showToast } from '../../ui/toast';
import { useProjectCaller } from './use-project-caller';

const FIELDS = ['projectName', 'developerName', 'city', 'address', 'totalUnits', 'availableUnits', 'priceMin', 'priceMax', 'coordinatingOfficeId', 'status', 'agentIds', 'listingIds', 'description'] as const;
const idOf = (field: string) => `project-${field}`;
const numberOrUndefined = (value: unknown) => (typeof value === 'number' ? value : String(value ?? '').trim() === '' ? undefined : Number(value));

interface Named {
  id: string;
  name: string;
}

/** A chosen person or listing with a Remove button: the form's agents and listings. */
function ChosenList({ label, items, onRemove }: { label: string; items: readonly Named[]; onRemove: (id: string) => void }) {
  if (items.length === 0) return null;
  return (
    <ul aria-label={label} style={{ listStyle: 'none', padding: 0, margin: '0.5rem 0 0', display: 'grid', gap: '0.25rem' }}>
      {items.map((item) => (
        <li key={item.id} style={{ display: 'flex', alignItems: 'center', gap: '0.5rem' }}>
          <span>{item.name}</span>
          <Button type="button" icon="pi pi-times" text rounded size="small" aria-label={`Remove ${item.name}`} onClick={() => onRemove(item.id)} />
        </li>
      ))}
    </ul>
  );
}

function ProjectForm({ project, listings }: { project?: PrimaryProject; listings?: readonly Named[] }) {
  const [, navigate] = useLocation();
  const caller = useProjectCaller();
  const create = useCreatePrimaryProject();
  const update = useUpdatePrimaryProject(project?.primaryProjectId ?? '');
  const [agents, setAgents] = useState<Named[]>(project?.agents?.map((a) => ({ id: a.employeeId, name: a.name })) ?? []);
  const [chosenListings, setChosenListings] = useState<Named[]>([...(listings ?? [])]);
  const form = useForm<CreatePrimaryProjectInput>({
    resolver: zodResolver(createPrimaryProjectBody) as unknown as Resolver<CreatePrimaryProjectInput>,
    defaultValues: project
      ? {
          projectName: project.projectName,
          developerName: project.developerName,
          city: project.city,
          address: project.address ?? '',
          description: project.description ?? '',
          totalUnits: project.totalUnits,
          availableUnits: project.availableUnits,
          priceMin: project.priceMin,
          priceMax: project.priceMax,
          coordinatingOfficeId: project.coordinatingOfficeId,
          status: project.status,
          agentIds: agents.map((a) => a.id),
          listingIds: chosenListings.map((l) => l.id),
        }
      : { projectName: '', developerName: '', city: '', address: '', description: '', coordinatingOfficeId: '', status: 'ACTIVE', agentIds: [], listingIds: [] },
  });
  const { errors } = form.formState;
  useEffect(() => form.setValue('agentIds', agents.map((a) => a.id)), [agents, form]);
  useEffect(() => form.setValue('listingIds', chosenListings.map((l) => l.id)), [chosenListings, form]);
  const isSaving = create.isPending || update.isPending;
  const submit = form.handleSubmit(
    async (body) => {
      try {
        const saved = project ? await update.mutateAsync(body) : await create.mutateAsync(body);
        showToast({ severity: 'success', summary: project ? PRIMARY_PROJECT_MESSAGES.updated(saved.projectName) : PRIMARY_PROJECT_MESSAGES.created(saved.projectName) });
        navigate(`/primary-project-coordination/${saved.primaryProjectId}`);
      } catch (failure) {
        applyServerErrors(failure, form, { fields: FIELDS, idOf });
      }
    },
    (invalid) => {
      const first = FIELDS.find((f) => f in invalid);
      if (first) scrollToField(idOf(first));
    },
  );
  const text = (field: 'projectName' | 'developerName' | 'city' | 'address', label: string, max: number) => (
    <Field htmlFor={idOf(field)} label={label} error={errors[field]?.message}>
      <input id={idOf(field)} className="p-inputtext" maxLength={max} {...form.register(field)} {...fieldAria(idOf(field), errors[field]?.message)} />
    </Field>
  );
  const number = (field: 'totalUnits' | 'availableUnits' | 'priceMin' | 'priceMax', label: string) => (
    <Field htmlFor={idOf(field)} label={label} error={errors[field]?.message}>
      <input id={idOf(field)} type="number" inputMode="numeric" min={0} step={1} className="p-inputtext" {...form.register(field, { setValueAs: numberOrUndefined })} {...fieldAria(idOf(field), errors[field]?.message)} />
    </Field>
  );
  const officeId = useWatch({ control: form.control, name: 'coordinatingOfficeId' });
  return (
    <form noValidate aria-label={project ? 'Edit project' : 'Create project'} className="card" onSubmit={(event) => void submit(event)} style={{ display: 'grid', gap: '0.75rem', maxWidth: 820 }}>
      <div className="form-grid">
        {text('projectName', 'Project Name', 120)}
        {text('developerName', 'Developer', 120)}
        {text('city', 'City', 100)}
        {text('address', 'Address (optional)', 300)}
        {number('totalUnits', 'Total Units')}
        {number('availableUnits', 'Available Units')}
        {number('priceMin', 'Lowest Price (Rp)')}
        {number('priceMax', 'Highest Price (Rp)')}
        <Controller
          control={form.control}
          name="coordinatingOfficeId"
          render={({ field }) => <OfficePicker id={idOf('coordinatingOfficeId')} label="Coordinating Office" value={field.value} onChange={field.onChange} error={errors.coordinatingOfficeId?.message} placeholder="Search an office" />}
        />
        <Field htmlFor={idOf('status')} label="Status" error={errors.status?.message}>
          <select id={idOf('status')} className="p-inputtext" {...form.register('status')}>
            {PRIMARY_PROJECT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {PRIMARY_PROJECT_STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <div>
        <AgentPicker
          id={idOf('agentIds')}
          label="Coordinating Agents"
          officeId={officeId || null}
          value={null}
          error={errors.agentIds?.message}
          onChange={(agent) => {
            if (agent && !agents.some((a) => a.id === agent.employeeId)) setAgents([...agents, { id: agent.employeeId, name: agent.name }]);
          }}
        />
        <ChosenList label="Coordinating agents" items={agents} onRemove={(id) => setAgents(agents.filter((a) => a.id !== id))} />
      </div>
      <div className="field">
        <label htmlFor={idOf('listingIds')} className="field-label">
          Primary Listings
        </label>
        <ListingPicker
          id={idOf('listingIds')}
          isHQ={caller.isHQ}
          chosen={chosenListings.map((l) => l.id)}
          accept={(l) => l.listingType === 'primary'}
          error={errors.listingIds?.message}
          onPick={(l) => setChosenListings([...chosenListings, { id: l.listingId, name: `${l.listingCode} ${l.title}` }])}
        />
        <FieldError id={`${idOf('listingIds')}-error`} message={errors.listingIds?.message} />
        <ChosenList label="Project listings" items={chosenListings} onRemove={(id) => setChosenListings(chosenListings.filter((l) => l.id !== id))} />
      </div>
      <Field htmlFor={idOf('description')} label="Description (optional)" error={errors.description?.message}>
        <textarea id={idOf('description')} className="p-inputtext" rows={4} maxLength={2000} {...form.register('description')} {...fieldAria(idOf('description'), errors.description?.message)} />
      </Field>
      <div style={{ display: 'flex', justifyContent: 'flex-end', gap: '0.5rem' }}>
        <Button type="submit" label={project ? 'Save Project' : 'Create Project'} loading={isSaving} />
      </div>
    </form>
  );
}

/** /primary-project-coordination/create and /{primaryProjectId}/edit (admin-HQ-plus): every field of a project, its agents and its primary listings. */
export default function PrimaryProjectFormPage() {
  const { primaryProjectId = '' } = useParams<{ primaryProjectId?: string }>();
  const isEdit = primaryProjectId !== '';
  const project = usePrimaryProject(primaryProjectId, isEdit);
  const listings = useProjectListings({ filterPrimaryProjectId: primaryProjectId, limit: 100, offset: 0 }, isEdit);
  const title = isEdit ? 'Edit Project' : 'Create Project';
  const header = (
    <div className="page-header">
      <h1 className="page-title">{title}</h1>
      <Link href={isEdit ? `/primary-project-coordination/${primaryProjectId}` : '/primary-project-coordination'}>Back</Link>
    </div>
  );
  if (!isEdit) {
    return (
      <div className="page">
        {header}
        <ProjectForm />
      </div>
    );
  }
  if (project.isPending || listings.isPending) return <QueryPending label="Loading project" />;
  if (project.isError) return <QueryError error={project.error} onRetry={() => void project.refetch()} />;
  if (listings.isError) return <QueryError error={listings.error} onRetry={() => void listings.refetch()} />;
  return (
    <div className="page">
      {header}
      <ProjectForm project={project.data} listings={listings.data.results.map((l) => ({ id: l.listingId, name: `${l.listingCode} ${l.title}` }))} />
    </div>
  );
}
