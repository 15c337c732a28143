import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useState } from 'react';
import { useFieldArray, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { ALBUM_MESSAGES as M, ALBUM_PHOTO_MAX_MB, canonicalVideoUrl, MAX_ALBUM_MEDIA, MEDIA_TYPE_LABELS, parseVideoUrl, VIDEO_PROVIDER_LABELS, type AlbumFormInput } from '../../../domain/album';
import { displayFileName } from '../../../domain/upload';
import { uploadFile } from '../../api/files/upload-file';
import { Field } from '../../ui/Field';
import { fieldAria, FieldError } from '../../ui/FieldError';
import { UploadBox, type UploadImage } from '../../ui/UploadBox';

/** A photo goes up when picked (jpg/png, §9's 2 MB, compressed first) with its progress; the album keeps its key. */
const uploadPhoto: UploadImage = async ({ blob, fileName, contentType }, options) => {
  const file = await uploadFile({ file: blob, fileName, contentType, purpose: 'general' }, options);
  return { key: file.fileKey, url: file.url };
};

/** What a photo looks like in the editor: its served address and the name it was picked with. */
export type PhotoPreviews = Record<string, { url: string; name: string }>;

interface MediaEditorProps {
  control: Control<AlbumFormInput>;
  register: UseFormRegister<AlbumFormInput>;
  errors: FieldErrors<AlbumFormInput>['media'];
  previews: PhotoPreviews;
  onPreview: (fileKey: string, preview: { url: string; name: string }) => void;
}

const mediaError = (errors: MediaEditorProps['errors']): string | undefined => errors?.message ?? errors?.root?.message;

/**
 * The album's items in their order: photos added by upload (progress shown,
 * names over 40 characters cut), videos by a YouTube or Vimeo link; each with
 * a caption, moved up or down, removed after a confirmation.
 */
export function MediaEditor({ control, register, errors, previews, onPreview }: MediaEditorProps) {
  const { fields, append, remove, move } = useFieldArray({ control, name: 'media' });
  const [link, setLink] = useState('');
  const [linkError, setLinkError] = useState<string | undefined>(undefined);
  const [removing, setRemoving] = useState<number | null>(null);
  const [photoError, setPhotoError] = useState<string | undefined>(undefined);
  const isFull = fields.length >= MAX_ALBUM_MEDIA;
  const addVideo = () => {
    const parsed = parseVideoUrl(link);
    if (!parsed) return setLinkError(M.videoUrl);
    if (isFull) return setLinkError(M.tooMany);
    append({ type: 'VIDEO', videoUrl: canonicalVideoUrl(parsed), caption: '' });
    setLink('');
    setLinkError(undefined);
  };
  return (
    <section className="card" aria-labelledby="album-media-title" id="album-media" tabIndex={-1}>
      <h2 id="album-media-title" className="card-title">
        Photos and Videos
      </h2>
      <UploadBox
        id="album-photos"
        label="Add photos"
        maxMb={ALBUM_PHOTO_MAX_MB}
        images={[]}
        upload={uploadPhoto}
        onUploaded={(image, fileName) => {
          onPreview(image.key, { url: image.url, name: fileName });
          if (isFull) return setPhotoError(M.tooMany);
          append({ type: 'PHOTO', fileKey: image.key, caption: '' });
          setPhotoError(undefined);
        }}
        onRemove={() => undefined}
        error={photoError}
      />
      <Field htmlFor="album-video-link" label="Add a video (YouTube or Vimeo link)" error={linkError}>
        <div style={{ display: 'flex', gap: '0.5rem' }}>
          <input
            id="album-video-link"
            className="p-inputtext"
            style={{ flex: 1 }}
            value={link}
            placeholder="https://www.youtube.com/watch?v=…"
            onChange={(e) => setLink(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                addVideo();
              }
            }}
            {...fieldAria('album-video-link', linkError)}
          />
          <Button type="button" label="Add Video" icon="pi pi-video" outlined onClick={addVideo} />
        </div>
      </Field>
      <FieldError id="album-media-error" message={mediaError(errors)} />
      {fields.length === 0 ? (
        <p>No photo or video yet.</p>
      ) : (
        <ol aria-label="Album items" style={{ listStyle: 'none', padding: 0, display: 'grid', gap: '0.75rem' }}>
          {fields.map((item, index) => {
            const preview = item.type === 'PHOTO' ? previews[item.fileKey] : undefined;
            const video = item.type === 'VIDEO' ? parseVideoUrl(item.videoUrl) : null;
            const name = item.type === 'PHOTO' ? displayFileName(preview?.name ?? `Photo ${index + 1}`) : `${video ? VIDEO_PROVIDER_LABELS[video.provider] : ''} video`;
            const itemLabel = `${MEDIA_TYPE_LABELS[item.type]} ${index + 1}`;
            const itemErrors = errors?.[index] as { fileKey?: { message?: string }; videoUrl?: { message?: string }; caption?: { message?: string } } | undefined;
            const captionId = `album-media-${index}-caption`;
            return (
              <li key={item.id} aria-label={itemLabel} style={{ display: 'flex', gap: '0.75rem', alignItems: 'flex-start', flexWrap: 'wrap', borderBottom: '1px solid #e5e7eb', paddingBottom: '0.75rem' }}>
                {item.type === 'PHOTO' && preview ? (
                  <img src={preview.url} alt={`${itemLabel}: ${name}`} width={120} height={90} style={{ objectFit: 'cover', borderRadius: 4 }} />
                ) : (
                  <span aria-hidden="true" className={item.type === 'VIDEO' ? 'pi pi-video' : 'pi pi-image'} style={{ width: 120, fontSize: '2rem', textAlign: 'center' }} />
                )}
                <div style={{ flex: '1 1 16rem', display: 'grid', gap: '0.25rem' }}>
                  <strong title={item.type === 'PHOTO' ? preview?.name : item.videoUrl}>
                    {itemLabel}: {item.type === 'PHOTO' ? name : <span style={{ wordBreak: 'break-all' }}>{item.videoUrl}</span>}
                  </strong>
                  <FieldError id={`album-media-${index}-error`} message={itemErrors?.fileKey?.message ?? itemErrors?.videoUrl?.message} />
                  <Field htmlFor={captionId} label={`Caption of ${itemLabel.toLowerCase()}`} error={itemErrors?.caption?.message}>
                    <input id={captionId} className="p-inputtext" maxLength={200} {...register(`media.${index}.caption`)} {...fieldAria(captionId, itemErrors?.caption?.message)} />
                  </Field>
                </div>
                <div style={{ display: 'flex', gap: '0.25rem' }}>
                  <Button type="button" icon="pi pi-arrow-up" text rounded aria-label={`Move ${itemLabel.toLowerCase()} up`} disabled={index === 0} onClick={() => move(index, index - 1)} />
                  <Button type="button" icon="pi pi-arrow-down" text rounded aria-label={`Move ${itemLabel.toLowerCase()} down`} disabled={index === fields.length - 1} onClick={() => move(index, index + 1)} />
                  <Button type="button" icon="pi pi-trash" text rounded severity="danger" aria-label={`Remove ${itemLabel.toLowerCase()}`} onClick={() => setRemoving(index)} />
                </div>
              </li>
            );
          })}
        </ol>
      )}
      {removing !== null && (
        <Dialog header="Remove Item" visible onHide={() => setRemoving(null)} modal style={{ width: 'min(420px, 95vw)' }}>
          <p style={{ marginTop: 0 }}>{M.confirmRemoveItem}</p>
          <div style={{ display: 'flex', justifyContent: 'flex-end', gap: '0.5rem' }}>
            <Button type="button" label="Cancel" outlined onClick={() => setRemoving(null)} />
            <Button
              type="button"
              label="Remove"
              severity="danger"
              onClick={() => {
                remove(removing);
                setRemoving(null);
              }}
            />
          </div>
        </Dialog>
      )}
    </section>
  );
}
