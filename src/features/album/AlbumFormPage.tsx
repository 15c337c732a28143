import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { Link, useLocation, useParams } from 'wouter';
import { ALBUM_LABELS as L, ALBUM_MESSAGES as M, ALBUM_STATUS_LABELS, ALBUM_STATUSES, createAlbumBody, type Album, type AlbumFormInput } from '../../../domain/album';
import { todayInJakarta } from '../../../domain/closing';
import { useAlbum, useSaveAlbum } from '../../api/albums/albums';
import { Field } from '../../ui/Field';
import { fieldAria } from '../../ui/FieldError';
import { scrollToField } from '../../ui/focus-first-invalid';
import { isNotFound, NotFoundState, QueryError, QueryPending } from '../../ui/QueryState';
import { applyServerErrors } from '../../ui/server-errors';
import { showToast } from '../../ui/toast';
import { MediaEditor, type PhotoPreviews } from './MediaEditor';

const FIELDS = ['title', 'eventOn', 'status', 'description', 'media'] as const;
const idOf = (field: string) => (field.startsWith('media') ? (field.endsWith('.caption') ? `album-${field.replaceAll('.', '-')}` : 'album-media') : `album-${field}`);

const valuesOf = (album: Album): AlbumFormInput => ({
  title: album.title,
  description: album.description ?? '',
  eventOn: album.eventOn,
  status: album.status,
  media: (album.media ?? []).map((m) => (m.type === 'PHOTO' ? { type: 'PHOTO', fileKey: m.fileKey!, caption: m.caption ?? '' } : { type: 'VIDEO', videoUrl: m.videoUrl!, caption: m.caption ?? '' })),
});

const previewsOf = (album?: Album): PhotoPreviews =>
  Object.fromEntries((album?.media ?? []).flatMap((m, i) => (m.fileKey && m.url ? [[m.fileKey, { url: m.url, name: m.caption || `Photo ${i + 1}` }]] : [])));

/** /album/create and /album/{albumId}/edit: the album's fields and its photos and videos in order. */
export default function AlbumFormPage() {
  const { albumId } = useParams<{ albumId?: string }>();
  if (!albumId) return <AlbumForm />;
  return <EditAlbum albumId={albumId} />;
}

function EditAlbum({ albumId }: { albumId: string }) {
  const query = useAlbum(albumId);
  if (query.isPending) return <QueryPending label="Loading album" />;
  if (query.isError && isNotFound(query.error)) return <NotFoundState message={M.notFound} backHref="/album" backLabel="Back to Album" />;
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  return <AlbumForm album={query.data} />;
}

function AlbumForm({ album }: { album?: Album }) {
  const [, navigate] = useLocation();
  const save = useSaveAlbum(album?.albumId);
  const [previews, setPreviews] = useState<PhotoPreviews>(() => previewsOf(album));
  const form = useForm<AlbumFormInput>({
    resolver: zodResolver(createAlbumBody) as unknown as Resolver<AlbumFormInput>,
    defaultValues: album ? valuesOf(album) : { title: '', description: '', eventOn: todayInJakarta(new Date()), status: 'DRAFT', media: [] },
  });
  const errors = form.formState.errors;
  const title = album ? `Edit ${album.title}` : 'Create Album';
  const submit = form.handleSubmit(
    async (body) => {
      try {
        const saved = await save.mutateAsync(body);
        showToast({ severity: 'success', summary: album ? M.updated(saved.title) : M.created(saved.title) });
        navigate(`/album/${saved.albumId}`);
      } catch (failure) {
        applyServerErrors(failure, form as never, { fields: FIELDS, idOf });
      }
    },
    (invalid) => {
      const first = FIELDS.find((f) => f in invalid);
      if (first) scrollToField(idOf(first));
    },
  );
  return (
    <div className="page">
      <div className="page-header">
        <h1 className="page-title">{title}</h1>
        <Link href={album ? `/album/${album.albumId}` : '/album'}>{album ? 'Back to the album' : 'Back to Album'}</Link>
      </div>
      <form noValidate aria-label={title} onSubmit={(event) => void submit(event)} style={{ display: 'grid', gap: '1rem', maxWidth: 880 }}>
        <section className="card" style={{ display: 'grid', gap: '0.75rem' }}>
          <Field htmlFor={idOf('title')} label={L.title} error={errors.title?.message}>
            <input id={idOf('title')} className="p-inputtext" maxLength={150} {...form.register('title')} {...fieldAria(idOf('title'), errors.title?.message)} />
          </Field>
          <Field htmlFor={idOf('eventOn')} label={L.eventOn} error={errors.eventOn?.message}>
            <input id={idOf('eventOn')} type="date" className="p-inputtext" {...form.register('eventOn')} {...fieldAria(idOf('eventOn'), errors.eventOn?.message)} />
          </Field>
          <Field htmlFor={idOf('status')} label={L.status} error={errors.status?.message}>
            <select id={idOf('status')} className="p-inputtext" {...form.register('status')}>
              {ALBUM_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {ALBUM_STATUS_LABELS[s]}
                </option>
              ))}
            </select>
          </Field>
          <Field htmlFor={idOf('description')} label={`${L.description} (optional)`} error={errors.description?.message}>
            <textarea id={idOf('description')} className="p-inputtextarea p-inputtext" rows={3} maxLength={2000} {...form.register('description')} {...fieldAria(idOf('description'), errors.description?.message)} />
          </Field>
        </section>
        <MediaEditor control={form.control} register={form.register} errors={errors.media} previews={previews} onPreview={(key, preview) => setPreviews((p) => ({ ...p, [key]: preview }))} />
        <div style={{ display: 'flex', justifyContent: 'flex-end', gap: '0.5rem' }}>
          <Button type="submit" label={album ? 'Save Album' : 'Create Album'} loading={save.isPending} />
        </div>
      </form>
    </div>
  );
}
