/**
 * What the categories and tags screens share: the status tag, the
 * publish/unpublish confirmation and the one-name dialog (rename, add a
 * sub-category, new tag) with its optional confirm step (§5).
 */
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { useState, type FormEvent } from 'react';
import type { z } from 'zod';
import type { TaxonomyStatus } from '../../domain/entities/article';
import { TAXONOMY_STATUS_LABELS } from '../../domain/lists/blog';
import { fieldAria, FieldError } from './FieldError';
import { applyServerErrors, oneMessage } from './server-errors';
import { StatusTag } from './StatusTag';
import { showToast } from './toast';

/** §4: category and tag status PUBLISH or UNPUBLISH, shown Published / Unpublish (labels in domain/lists/blog.ts, shared with the CSV). */
export function TaxonomyStatusTag({ status }: { status: TaxonomyStatus }) {
  return <StatusTag label={TAXONOMY_STATUS_LABELS[status]} color={status === 'PUBLISH' ? 'blue' : 'volcano'} />;
}

export const otherStatus = (status: TaxonomyStatus): TaxonomyStatus => (status === 'PUBLISH' ? 'UNPUBLISH' : 'PUBLISH');
export const statusMoveLabel = (status: TaxonomyStatus): string => (status === 'PUBLISH' ? 'Unpublish' : 'Publish');

export interface StatusConfirmProps {
  /** What is being moved (a Category named 'Rumah'), and to which status; null hides the dialog. */
  subject: { noun: 'Category' | 'Tag'; name: string; to: TaxonomyStatus; note?: string } | null;
  isSaving: boolean;
  onAccept: () => void;
  onReject: () => void;
}

/** Publish or unpublish, asked first. */
export function StatusConfirm({ subject, isSaving, onAccept, onReject }: StatusConfirmProps) {
  const verb = subject?.to === 'PUBLISH' ? 'Publish' : 'Unpublish';
  return (
    <Dialog
      header={subject ? `${verb} ${subject.noun}` : undefined}
      visible={subject !== null}
      onHide={onReject}
      modal
      style={{ width: '400px' }}
      breakpoints={{ '480px': '95vw' }}
      footer={
        <>
          <Button type="button" label="Cancel" outlined onClick={onReject} disabled={isSaving} />
          <Button type="button" label={verb} onClick={onAccept} loading={isSaving} autoFocus />
        </>
      }
    >
      {subject && (
        <p style={{ margin: 0 }}>
          {verb} the {subject.noun.toLowerCase()} “{subject.name}”?{subject.note ? ` ${subject.note}` : ''}
        </p>
      )}
    </Dialog>
  );
}

export interface NameDialogProps {
  id: string;
  header: string;
  label: string;
  initialName?: string;
  /** The body's schema for the name: its first message is the field's error. */
  schema: z.ZodType;
  /** The server's field that names a refused name (categoryName, tagName). */
  serverField: string;
  /** A confirm step before saving (§5's new tag); absent, Save saves. */
  confirmQuestion?: (name: string) => string;
  successMessage: string;
  save: (name: string) => Promise<unknown>;
  onHide: () => void;
}

/** A dialog asking for one name, validated with the body's own schema; the server's refusal shows under the field. */
export function NameDialog({ id, header, label, initialName = '', schema, serverField, confirmQuestion, successMessage, save, onHide }: NameDialogProps) {
  const [name, setName] = useState(initialName);
  const [error, setError] = useState<string | undefined>();
  const [isConfirming, setIsConfirming] = useState(false);
  const [isSaving, setIsSaving] = useState(false);

  const commit = () => {
    setIsSaving(true);
    save(name.trim())
      .then(() => {
        showToast({ severity: 'success', summary: successMessage });
        onHide();
      })
      .catch((failure: unknown) => {
        setIsSaving(false);
        setIsConfirming(false);
        applyServerErrors(failure, oneMessage(setError), { fields: [id], fieldMap: { [serverField]: id } });
      });
  };

  const review = (event: FormEvent) => {
    event.preventDefault();
    const parsed = schema.safeParse(name);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    if (confirmQuestion) setIsConfirming(true);
    else commit();
  };

  return (
    <Dialog header={header} visible onHide={onHide} modal style={{ width: '440px' }} breakpoints={{ '480px': '95vw' }}>
      {isConfirming && confirmQuestion ? (
        <div>
          <p>{confirmQuestion(name.trim())}</p>
          <div style={{ display: 'flex', justifyContent: 'flex-end', gap: '0.5rem' }}>
            <Button type="button" label="Back" outlined onClick={() => setIsConfirming(false)} disabled={isSaving} />
            <Button type="button" label="Yes, Save" onClick={commit} loading={isSaving} autoFocus />
          </div>
        </div>
      ) : (
        <form noValidate onSubmit={review}>
          <div className="field">
            <label htmlFor={id}>{label}</label>
            <InputText id={id} value={name} onChange={(e) => setName(e.target.value)} className="w-full" autoFocus {...fieldAria(id, error)} />
            <FieldError id={`${id}-error`} message={error} />
          </div>
          <div style={{ display: 'flex', justifyContent: 'flex-end', gap: '0.5rem' }}>
            <Button type="button" label="Cancel" outlined onClick={onHide} disabled={isSaving} />
            <Button type="submit" label="Save" loading={isSaving} />
          </div>
        </form>
      )}
    </Dialog>
  );
}
