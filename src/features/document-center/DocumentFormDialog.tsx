import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { createDocumentBody, DOCUMENT_CATEGORIES, DOCUMENT_CATEGORY_LABELS, DOCUMENT_LABELS as L, DOCUMENT_MESSAGES as M, updateDocumentBody, type CreateDocumentBody, type DocumentCategory, type DocumentItem } from '../../../domain/document';
import { UPLOAD_MAX_MB } from '../../../domain/entities/file';
import { useCreateDocument, useUpdateDocument } from '../../api/documents/documents';
import { uploadPdf } from '../../api/files/upload-pdf';
import { Field } from '../../ui/Field';
import { fieldAria } from '../../ui/FieldError';
import { FormDialog, submitToServer } from '../../ui/FormDialog';
import { PdfUploadField, type PdfFile, type UploadPdf } from '../../ui/PdfUploadField';
import { showToast } from '../../ui/toast';

const FIELDS = ['fileKey', 'title', 'category'] as const;
const idOf = (name: string) => `document-${name}`;

const uploadDocument: UploadPdf = async (file, options) => {
  const stored = await uploadPdf({ file, fileName: file.name, purpose: 'document' }, options);
  return { fileKey: stored.fileKey, fileName: stored.fileName, url: stored.url };
};

/** The picked file's name as a title: without its extension, dashes and underscores as spaces. */
const titleOf = (fileName: string) => fileName.replace(/\.pdf$/i, '').replace(/[-_]+/g, ' ').trim().slice(0, 150);

/**
 * Upload a document (the PDF with its progress, then its title and category)
 * or edit one (rename, recategorise); the form checks with the domain's
 * schema, the server's refusals land at their fields.
 */
export function DocumentFormDialog({ document, defaultCategory, onHide }: { document: DocumentItem | null; defaultCategory?: DocumentCategory; onHide: () => void }) {
  const isNew = document === null;
  const create = useCreateDocument();
  const update = useUpdateDocument();
  const [pdf, setPdf] = useState<PdfFile | null>(null);
  const [isUploading, setIsUploading] = useState(false);
  const form = useForm<CreateDocumentBody>({
    shouldFocusError: false,
    resolver: zodResolver(isNew ? createDocumentBody : updateDocumentBody.required()) as never,
    defaultValues: isNew ? { title: '', category: defaultCategory ?? 'FORM', fileKey: '' } : { title: document.title, category: document.category },
  });
  const errors = form.formState.errors;
  const submit = submitToServer(form, {
    fields: FIELDS,
    idOf,
    save: async (body) => {
      const saved = isNew ? await create.mutateAsync(body) : await update.mutateAsync({ documentId: document.documentId, body: { title: body.title, category: body.category } });
      showToast({ severity: 'success', summary: isNew ? M.created(saved.title) : M.updated(saved.title) });
      onHide();
    },
  });
  return (
    <FormDialog
      header={isNew ? 'Upload Document' : `Edit ${document.title}`}
      formLabel={isNew ? 'Upload document' : 'Edit document'}
      submitLabel={isNew ? 'Save Document' : 'Save'}
      isSaving={create.isPending || update.isPending}
      isSubmitBlocked={isUploading}
      onSubmit={submit}
      onHide={onHide}
    >
        {isNew && (
          <Controller
            control={form.control}
            name="fileKey"
            render={({ field, fieldState }) => (
              <PdfUploadField
                id={idOf('fileKey')}
                label={L.fileKey}
                maxMb={UPLOAD_MAX_MB.document}
                value={pdf}
                upload={uploadDocument}
                error={fieldState.error?.message}
                onUploadingChange={setIsUploading}
                onPicked={(fileName) => {
                  if (!form.getValues('title')) form.setValue('title', titleOf(fileName));
                }}
                onChange={(stored) => {
                  setPdf(stored);
                  field.onChange(stored?.fileKey ?? '');
                  form.clearErrors('fileKey');
                }}
              />
            )}
          />
        )}
        <Field htmlFor={idOf('title')} label={L.title} error={errors.title?.message}>
          <input id={idOf('title')} className="p-inputtext" {...form.register('title')} {...fieldAria(idOf('title'), errors.title?.message)} />
        </Field>
        <Field htmlFor={idOf('category')} label={L.category} error={errors.category?.message}>
          <select id={idOf('category')} className="p-inputtext" {...form.register('category')} {...fieldAria(idOf('category'), errors.category?.message)}>
            {DOCUMENT_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {DOCUMENT_CATEGORY_LABELS[c]}
              </option>
            ))}
          </select>
        </Field>
    </FormDialog>
  );
}
