import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'primereact/button';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useLocation, useParams } from 'wouter';
import {
  fillTemplate,
  TEMPLATE_CHANNEL_LABELS,
  TEMPLATE_CHANNELS,
  TEMPLATE_LABELS,
  TEMPLATE_MESSAGES as M,
  TEMPLATE_PLACEHOLDER_NAMES,
  TEMPLATE_PLACEHOLDERS,
  templateMessageBody,
  type TemplateMessage,
  type TemplateMessageInput,
} from '../../../domain/template-messages';
import { useSaveTemplateMessage, useTemplateMessage } from '../../api/web-config/web-config';
import { Field } from '../../ui/Field';
import { fieldAria } from '../../ui/FieldError';
import { isNotFound, NotFoundState, QueryError, QueryPending } from '../../ui/QueryState';
import { applyServerErrors } from '../../ui/server-errors';
import { showToast } from '../../ui/toast';

const FIELDS = ['channel', 'name', 'subject', 'body'] as const;
const idOf = (name: string) => `template-${name}`;

function TemplateForm({ template }: { template: TemplateMessage | null }) {
  const [, navigate] = useLocation();
  const save = useSaveTemplateMessage();
  const form = useForm<TemplateMessageInput>({
    resolver: zodResolver(templateMessageBody),
    defaultValues: template ? { channel: template.channel, name: template.name, subject: template.subject ?? '', body: template.body } : { channel: 'WHATSAPP', name: '', subject: '', body: '' },
  });
  const errors = form.formState.errors;
  const [channel, subject, body] = useWatch({ control: form.control, name: ['channel', 'subject', 'body'] });
  const isEmail = channel === 'EMAIL';
  const submit = form.handleSubmit((values) =>
    save.mutateAsync({ id: template?.templateId, body: templateMessageBody.parse({ ...values, subject: isEmail ? values.subject : null }) }).then(
      (saved) => {
        showToast({ severity: 'success', summary: template ? M.updated(saved.name) : M.created(saved.name) });
        navigate('/template-messages');
      },
      (failure: unknown) => applyServerErrors(failure, form, { fields: [...FIELDS], idOf }),
    ),
  );
  const insert = (name: string) => {
    const current = form.getValues('body') ?? '';
    form.setValue('body', `${current}${current && !current.endsWith(' ') ? ' ' : ''}{{${name}}}`, { shouldDirty: true });
  };
  return (
    <div className="form-grid" style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 360px), 1fr))', gap: '1rem' }}>
      <section className="card" aria-labelledby="template-form-title">
        <h2 id="template-form-title" className="card-title">
          Template
        </h2>
        <form noValidate onSubmit={(event) => void submit(event)} style={{ display: 'grid', gap: '0.75rem' }}>
          <Field htmlFor={idOf('channel')} label={TEMPLATE_LABELS.channel} error={errors.channel?.message}>
            <select id={idOf('channel')} className="p-inputtext" {...form.register('channel', { onChange: (e: { target: { value: string } }) => e.target.value === 'WHATSAPP' && form.setValue('subject', '') })}>
              {TEMPLATE_CHANNELS.map((c) => (
                <option key={c} value={c}>
                  {TEMPLATE_CHANNEL_LABELS[c]}
                </option>
              ))}
            </select>
          </Field>
          <Field htmlFor={idOf('name')} label={TEMPLATE_LABELS.name} error={errors.name?.message}>
            <input id={idOf('name')} className="p-inputtext" {...form.register('name')} {...fieldAria(idOf('name'), errors.name?.message)} />
          </Field>
          {isEmail && (
            <Field htmlFor={idOf('subject')} label={TEMPLATE_LABELS.subject} error={errors.subject?.message}>
              <input id={idOf('subject')} className="p-inputtext" {...form.register('subject')} {...fieldAria(idOf('subject'), errors.subject?.message)} />
            </Field>
          )}
          <Field htmlFor={idOf('body')} label={TEMPLATE_LABELS.body} error={errors.body?.message}>
            <textarea id={idOf('body')} rows={8} className="p-inputtextarea p-inputtext" {...form.register('body')} {...fieldAria(idOf('body'), errors.body?.message)} />
          </Field>
          <div role="group" aria-label="Insert a placeholder" style={{ display: 'flex', flexWrap: 'wrap', gap: '0.25rem' }}>
            {TEMPLATE_PLACEHOLDER_NAMES.map((name) => (
              <Button key={name} type="button" size="small" outlined label={`{{${name}}}`} aria-label={`Insert {{${name}}}`} onClick={() => insert(name)} />
            ))}
          </div>
          <div style={{ display: 'flex', justifyContent: 'flex-end', gap: '0.5rem' }}>
            <Link href="/template-messages" className="p-button p-button-outlined">
              Cancel
            </Link>
            <Button type="submit" label="Save" loading={save.isPending} />
          </div>
        </form>
      </section>
      <section className="card" aria-labelledby="template-preview-title">
        <h2 id="template-preview-title" className="card-title">
          Preview
        </h2>
        <p className="reorder-hint">With sample values: {TEMPLATE_PLACEHOLDERS.agent_name} writes to {TEMPLATE_PLACEHOLDERS.client_name}.</p>
        {isEmail && (
          <p>
            <strong>Subject:</strong> <span data-testid="template-preview-subject">{fillTemplate(subject ?? '')}</span>
          </p>
        )}
        <div className="template-preview" role="region" aria-label="Message preview" aria-live="polite">
          {fillTemplate(body ?? '') || 'The message appears here as you type.'}
        </div>
      </section>
    </div>
  );
}

/** /template-messages/edit/{templateId?} (admin-HQ-plus, issue 19): no id creates; the form and a live preview with sample values side by side. */
export default function TemplateEditPage() {
  const { templateId } = useParams<{ templateId?: string }>();
  const query = useTemplateMessage(templateId);
  const title = templateId ? 'Edit Template' : 'Create Template';
  let content;
  if (!templateId) content = <TemplateForm template={null} />;
  else if (query.isPending) content = <QueryPending label="Loading the template" />;
  else if (query.isError)
    content = isNotFound(query.error) ? <NotFoundState message={M.notFound} backHref="/template-messages" backLabel="Back to Template Messages" /> : <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  else content = <TemplateForm key={query.data.templateId} template={query.data} />;
  return (
    <div className="page">
      <div className="page-header">
        <h1 className="page-title">{title}</h1>
      </div>
      {content}
    </div>
  );
}
