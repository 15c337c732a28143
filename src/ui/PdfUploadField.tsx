import { Button } from 'primereact/button';
import { useEffect, useRef, useState } from 'react';
import { MESSAGES } from '../../domain/messages';
import { displayFileName, isPdfHeader, isUnderLimit, ONLY_PDF, PDF_MAGIC } from '../../domain/upload';
import { FieldError, fieldAria } from './FieldError';

/** A PDF on its way up or stored: its key once stored. */
export interface PdfFile {
  fileKey: string;
  fileName: string;
  url: string;
}

/** The first bytes of a file (FileReader: every browser, and the test's DOM, read a Blob with it). */
function headOf(file: Blob, length: number): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsArrayBuffer(file.slice(0, length));
  });
}

export type UploadPdf = (file: File, options: { onProgress: (fraction: number) => void; signal: AbortSignal }) => Promise<PdfFile>;

interface PdfUploadFieldProps {
  id: string;
  label: string;
  maxMb: number;
  value: PdfFile | null;
  upload: UploadPdf;
  onChange: (file: PdfFile | null) => void;
  /** Called with the picked file's name before its upload starts (a title to suggest). */
  onPicked?: (fileName: string) => void;
  /** The form's or the server's message for the field. */
  error?: string;
  onUploadingChange?: (isUploading: boolean) => void;
}

/**
 * A PDF picker with upload progress (issue 19): the first bytes are read
 * before sending — a file that is not a PDF is refused at the field whatever
 * its name (the server checks again) — then the file goes up with a progress
 * bar; the stored file shows by its name, cut at 40 characters (§5).
 */
export function PdfUploadField({ id, label, maxMb, value, upload, onChange, onPicked, error, onUploadingChange }: PdfUploadFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const controller = useRef<AbortController | null>(null);
  const [progress, setProgress] = useState<{ name: string; fraction: number } | null>(null);
  const [refusal, setRefusal] = useState<string | undefined>(undefined);

  useEffect(() => () => controller.current?.abort(), []);

  const take = async (file: File | undefined) => {
    if (!file) return;
    setRefusal(undefined);
    if (!isUnderLimit(file.size, maxMb)) return setRefusal(MESSAGES.fileTooLarge(maxMb));
    const head = await headOf(file, PDF_MAGIC.length).catch(() => new Uint8Array(0));
    if (!isPdfHeader(head)) return setRefusal(ONLY_PDF);
    onPicked?.(file.name);
    controller.current?.abort();
    const running = new AbortController();
    controller.current = running;
    setProgress({ name: file.name, fraction: 0 });
    onUploadingChange?.(true);
    try {
      const stored = await upload(file, { onProgress: (fraction) => setProgress({ name: file.name, fraction }), signal: running.signal });
      if (running.signal.aborted) return;
      onChange(stored);
    } catch (failure) {
      if (!running.signal.aborted) setRefusal(failure instanceof Error ? failure.message : MESSAGES.uploadError);
    } finally {
      if (controller.current === running) {
        controller.current = null;
        setProgress(null);
        onUploadingChange?.(false);
      }
    }
  };

  const message = refusal ?? error;
  const percent = progress ? Math.round(progress.fraction * 100) : 0;
  return (
    <div className="field">
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <div style={{ display: 'flex', alignItems: 'center', gap: '0.75rem', flexWrap: 'wrap' }}>
        <Button type="button" label={value ? 'Replace PDF' : 'Choose PDF'} icon="pi pi-file-pdf" outlined aria-describedby={`${id}-hint`} onClick={() => input.current?.click()} disabled={progress !== null} />
        <span id={`${id}-hint`} className="field-hint">
          PDF, up to {maxMb} MB
        </span>
        <input
          ref={input}
          id={id}
          type="file"
          accept="application/pdf,.pdf"
          tabIndex={-1}
          className="sr-only"
          {...fieldAria(id, message)}
          onChange={(e) => {
            void take(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
      </div>
      {progress && (
        <div style={{ display: 'flex', alignItems: 'center', gap: '0.5rem', marginTop: '0.5rem' }} title={progress.name}>
          <span>{displayFileName(progress.name)}</span>
          <div
            role="progressbar"
            aria-label={`Uploading ${displayFileName(progress.name)}`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            style={{ flex: 1, minWidth: 120, height: 6, background: '#e5e7eb', borderRadius: 3 }}
          >
            <div style={{ width: `${percent}%`, height: '100%', background: '#2951A3', borderRadius: 3 }} />
          </div>
          <span aria-hidden="true">{percent}%</span>
        </div>
      )}
      {value && !progress && (
        <p style={{ margin: '0.5rem 0 0' }} title={value.fileName}>
          <i className="pi pi-file-pdf" aria-hidden="true" />{' '}
          <a href={value.url} target="_blank" rel="noreferrer">
            {displayFileName(value.fileName)}
          </a>
        </p>
      )}
      <FieldError id={`${id}-error`} message={message} />
    </div>
  );
}
