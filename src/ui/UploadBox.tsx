import { Button } from 'primereact/button';
import { useEffect, useRef, useState, type DragEvent } from 'react';
import type { UploadContentType } from '../../domain/entities/file';
import { MESSAGES } from '../../domain/messages';
import { displayFileName, isAcceptedImageType, ONLY_JPG_PNG } from '../../domain/upload';
import { FieldError } from './FieldError';
import { compressImage, type CompressionResult } from './image-compression';

export interface UploadedImage {
  key: string;
  url: string;
}

export type UploadImage = (
  file: { blob: Blob; fileName: string; contentType: UploadContentType },
  options: { onProgress: (fraction: number) => void; signal: AbortSignal },
) => Promise<UploadedImage>;

interface UploadBoxProps {
  /** The file input's id (its label points here). */
  id: string;
  label: string;
  /** Where the label doubles as a section title. */
  labelClassName?: string;
  maxMb: number;
  images: readonly UploadedImage[];
  upload: UploadImage;
  /** With the name the file was picked with (an album item shows it). */
  onUploaded: (image: UploadedImage, fileName: string) => void;
  onRemove: (index: number) => void;
  error?: string;
}

interface Pending {
  id: number;
  name: string;
  /** null while the image is being compressed. */
  progress: number | null;
  error?: string;
}

const REFUSAL: Record<Exclude<CompressionResult, { ok: true }>['reason'], (maxMb: number) => string> = {
  type: () => ONLY_JPG_PNG,
  tooLarge: (maxMb) => MESSAGES.fileTooLarge(maxMb),
  unreadable: () => MESSAGES.processImageError,
};

function ProgressRow({ item, onDismiss }: { item: Pending; onDismiss: () => void }) {
  const shown = displayFileName(item.name);
  const percent = item.progress === null ? undefined : Math.round(item.progress * 100);
  return (
    <li className="upload-item" title={item.name}>
      <span className="upload-item__name">{shown}</span>
      {item.error ? (
        <>
          <span className="p-error" role="alert">
            {item.error}
          </span>
          <Button type="button" icon="pi pi-times" text rounded aria-label={`Dismiss ${shown}`} onClick={onDismiss} />
        </>
      ) : (
        <div
          role="progressbar"
          aria-label={percent === undefined ? `Compressing ${shown}` : `Uploading ${shown}`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          style={{ flex: 1, height: 6, background: '#e5e7eb', borderRadius: 3 }}
        >
          <div style={{ width: `${percent ?? 0}%`, height: '100%', background: '#2951A3', borderRadius: 3 }} />
        </div>
      )}
    </li>
  );
}

/**
 * The upload box of §2/§5: a button and a drop zone for JPG/PNG images. Each
 * image is compressed to `maxMb` (§5), sent with a progress bar, then shown
 * with a remove button; refusals stay at the file until dismissed.
 */
export function UploadBox({ id, label, labelClassName, maxMb, images, upload, onUploaded, onRemove, error }: UploadBoxProps) {
  const input = useRef<HTMLInputElement>(null);
  const nextId = useRef(0);
  const controllers = useRef(new Set<AbortController>());
  const [pending, setPending] = useState<Pending[]>([]);
  const [names, setNames] = useState<Record<string, string>>({});
  const [isOver, setIsOver] = useState(false);

  useEffect(() => {
    const running = controllers.current;
    return () => running.forEach((c) => c.abort());
  }, []);

  const patch = (itemId: number, change: Partial<Pending> | null) =>
    setPending((items) => (change ? items.map((i) => (i.id === itemId ? { ...i, ...change } : i)) : items.filter((i) => i.id !== itemId)));

  const send = async (file: File, itemId: number) => {
    const compressed = await compressImage(file, maxMb);
    if (!compressed.ok) return patch(itemId, { error: REFUSAL[compressed.reason](maxMb) });
    const controller = new AbortController();
    controllers.current.add(controller);
    patch(itemId, { progress: 0 });
    try {
      const image = await upload(
        { blob: compressed.blob, fileName: file.name, contentType: file.type as UploadContentType },
        { onProgress: (fraction) => patch(itemId, { progress: fraction }), signal: controller.signal },
      );
      if (controller.signal.aborted) return;
      setNames((n) => ({ ...n, [image.key]: file.name }));
      patch(itemId, null);
      onUploaded(image, file.name);
    } catch {
      if (!controller.signal.aborted) patch(itemId, { error: MESSAGES.uploadError });
    } finally {
      controllers.current.delete(controller);
    }
  };

  const take = (files: FileList | null) => {
    for (const file of Array.from(files ?? [])) {
      const itemId = (nextId.current += 1);
      const refused = isAcceptedImageType(file.type) ? undefined : ONLY_JPG_PNG;
      setPending((items) => [...items, { id: itemId, name: file.name, progress: null, error: refused }]);
      if (!refused) void send(file, itemId);
    }
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setIsOver(false);
    take(event.dataTransfer.files);
  };

  return (
    <div className="field upload-box">
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      <div
        className="upload-box__zone"
        data-over={isOver || undefined}
        onDragOver={(e) => {
          e.preventDefault();
          setIsOver(true);
        }}
        onDragLeave={() => setIsOver(false)}
        onDrop={onDrop}
        style={{ border: `2px dashed ${isOver ? '#2951A3' : '#cbd5e1'}`, borderRadius: 6, padding: '1rem', textAlign: 'center' }}
      >
        <p id={`${id}-hint`}>Drop JPG or PNG images here (up to {maxMb} MB each), or</p>
        <Button type="button" label="Choose images" icon="pi pi-upload" outlined aria-describedby={`${id}-hint`} onClick={() => input.current?.click()} />
        <input
          ref={input}
          id={id}
          type="file"
          accept="image/jpeg,image/png"
          multiple
          tabIndex={-1}
          className="sr-only"
          onChange={(e) => {
            take(e.target.files);
            e.target.value = '';
          }}
        />
      </div>
      <FieldError id={`${id}-error`} message={error} />
      {pending.length > 0 && (
        <ul className="upload-list" aria-label="Uploads in progress" style={{ listStyle: 'none', padding: 0 }}>
          {pending.map((item) => (
            <ProgressRow key={item.id} item={item} onDismiss={() => patch(item.id, null)} />
          ))}
        </ul>
      )}
      {images.length > 0 && (
        <ul className="upload-gallery" aria-label={`${label}: uploaded`} style={{ listStyle: 'none', padding: 0, display: 'flex', flexWrap: 'wrap', gap: 8 }}>
          {images.map((image, index) => {
            const name = names[image.key] ?? `Photo ${index + 1}`;
            return (
              <li key={image.key} title={name}>
                <img src={image.url} alt={name} width={120} height={90} style={{ objectFit: 'cover', display: 'block' }} />
                <span>{displayFileName(name)}</span>
                <Button type="button" icon="pi pi-trash" text rounded severity="danger" aria-label={`Remove ${displayFileName(name)}`} onClick={() => onRemove(index)} />
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
