import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { UPLOAD_MAX_MB } from '../../../domain/entities/file';
import { createMagazineBody, MAGAZINE_LABELS as L, MAGAZINE_MESSAGES as M, MAGAZINE_STATUS_LABELS, MAGAZINE_STATUSES, type CreateMagazineBody, type MagazineItem } from '../../../domain/magazine';
import { uploadFile } from '../../api/files/upload-file';
import { uploadPdf } from '../../api/files/upload-pdf';
import { useSaveMagazine } from '../../api/magazines/magazines';
import { Field } from '../../ui/Field';
import { fieldAria } from '../../ui/FieldError';
import { FormDialog, submitToServer } from '../../ui/FormDialog';
import { PdfUploadField, type PdfFile, type UploadPdf } from '../../ui/PdfUploadField';
import { showToast } from '../../ui/toast';
import { UploadBox, type UploadImage } from '../../ui/UploadBox';

const FIELDS = ['title', 'issueDate', 'coverFileKey', 'pdfFileKey', 'status'] as const;
const idOf = (name: string) => `magazine-${name}`;

/** The cover goes up when picked: jpg/png compressed to §9's 2 MB ('File must smaller than 2MB!' past it). */
const uploadCover: UploadImage = async ({ blob, fileName, contentType }, options) => {
  const file = await uploadFile({ file: blob, fileName, contentType, purpose: 'general' }, options);
  return { key: file.fileKey, url: file.url };
};
const uploadIssuePdf: UploadPdf = async (file, options) => {
  const stored = await uploadPdf({ file, fileName: file.name, purpose: 'magazinePdf' }, options);
  return { fileKey: stored.fileKey, fileName: stored.fileName, url: stored.url };
};

/** Create or edit a magazine issue: title, issue date, cover, PDF, status; refusals at their fields. */
export function MagazineFormDialog({ magazine, onHide }: { magazine: MagazineItem | null; onHide: () => void }) {
  const save = useSaveMagazine();
  const [cover, setCover] = useState<{ key: string; url: string } | null>(magazine ? { key: magazine.coverFileKey, url: magazine.coverUrl } : null);
  const [pdf, setPdf] = useState<PdfFile | null>(magazine ? { fileKey: magazine.pdfFileKey, fileName: magazine.pdfFileName, url: magazine.pdfUrl } : null);
  const [isUploading, setIsUploading] = useState(false);
  const form = useForm<CreateMagazineBody>({
    shouldFocusError: false,
    resolver: zodResolver(createMagazineBody) as never,
    defaultValues: magazine
      ? { title: magazine.title, issueDate: magazine.issueDate, coverFileKey: magazine.coverFileKey, pdfFileKey: magazine.pdfFileKey, status: magazine.status }
      : { title: '', issueDate: '', coverFileKey: '', pdfFileKey: '', status: 'UNPUBLISH' },
  });
  const errors = form.formState.errors;
  const submit = submitToServer(form, {
    fields: FIELDS,
    idOf,
    save: async (body) => {
      const saved = await save.mutateAsync({ magazineId: magazine?.magazineId, body });
      showToast({ severity: 'success', summary: magazine ? M.updated(saved.title) : M.created(saved.title) });
      onHide();
    },
  });
  return (
    <FormDialog
      header={magazine ? `Edit ${magazine.title}` : 'Create Issue'}
      formLabel={magazine ? 'Edit magazine issue' : 'Create magazine issue'}
      width={620}
      submitLabel={magazine ? 'Save' : 'Create Issue'}
      isSaving={save.isPending}
      isSubmitBlocked={isUploading}
      onSubmit={submit}
      onHide={onHide}
    >
        <Field htmlFor={idOf('title')} label={L.title} error={errors.title?.message}>
          <input id={idOf('title')} className="p-inputtext" {...form.register('title')} {...fieldAria(idOf('title'), errors.title?.message)} />
        </Field>
        <Field htmlFor={idOf('issueDate')} label={L.issueDate} error={errors.issueDate?.message}>
          <input id={idOf('issueDate')} type="date" className="p-inputtext" {...form.register('issueDate')} {...fieldAria(idOf('issueDate'), errors.issueDate?.message)} />
        </Field>
        <Controller
          control={form.control}
          name="coverFileKey"
          render={({ field, fieldState }) => (
            <UploadBox
              id={idOf('coverFileKey')}
              label={L.coverFileKey}
              maxMb={UPLOAD_MAX_MB.general}
              images={cover ? [cover] : []}
              upload={uploadCover}
              onUploaded={(image) => {
                setCover(image);
                field.onChange(image.key);
                form.clearErrors('coverFileKey');
              }}
              onRemove={() => {
                setCover(null);
                field.onChange('');
              }}
              error={fieldState.error?.message}
            />
          )}
        />
        <Controller
          control={form.control}
          name="pdfFileKey"
          render={({ field, fieldState }) => (
            <PdfUploadField
              id={idOf('pdfFileKey')}
              label={L.pdfFileKey}
              maxMb={UPLOAD_MAX_MB.magazinePdf}
              value={pdf}
              upload={uploadIssuePdf}
              error={fieldState.error?.message}
              onUploadingChange={setIsUploading}
              onChange={(stored) => {
                setPdf(stored);
                field.onChange(stored?.fileKey ?? '');
                form.clearErrors('pdfFileKey');
              }}
            />
          )}
        />
        <Field htmlFor={idOf('status')} label={L.status} error={errors.status?.message}>
          <select id={idOf('status')} className="p-inputtext" {...form.register('status')}>
            {MAGAZINE_STATUSES.map((s) => (
              <option key={s} value={s}>
                {MAGAZINE_STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </Field>
    </FormDialog>
  );
}
