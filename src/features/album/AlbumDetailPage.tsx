import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useState } from 'react';
import { Link, useLocation, useParams } from 'wouter';
import { ALBUM_MESSAGES as M, ALBUM_STATUS_COLORS, ALBUM_STATUS_LABELS, parseVideoUrl, VIDEO_PROVIDER_LABELS, type Album, type AlbumMedia } from '../../../domain/album';
import { formatDate } from '../../../domain/format';
import { useAlbum, useDeleteAlbum } from '../../api/albums/albums';
import { FactGrid } from '../../ui/Payments';
import { isNotFound, NotFoundState, QueryError, QueryPending } from '../../ui/QueryState';
import { StatusTag } from '../../ui/StatusTag';
import { showToast } from '../../ui/toast';

/**
 * A video is shown as a card linking to its page, not an embedded player: the
 * back office loads nothing from YouTube or Vimeo (docs/decisions.md, Albums).
 */
function MediaCard({ item, index }: { item: AlbumMedia; index: number }) {
  const label = item.caption ?? `${item.type === 'PHOTO' ? 'Photo' : 'Video'} ${index + 1}`;
  const video = item.videoUrl ? parseVideoUrl(item.videoUrl) : null;
  return (
    <li className="card" style={{ margin: 0, padding: '0.5rem' }}>
      <figure style={{ margin: 0 }}>
        {item.type === 'PHOTO' && item.url ? (
          <a href={item.url} target="_blank" rel="noreferrer">
            <img src={item.url} alt={label} style={{ width: '100%', aspectRatio: '4 / 3', objectFit: 'cover', display: 'block', borderRadius: 4 }} />
          </a>
        ) : (
          <a
            href={item.videoUrl ?? '#'}
            target="_blank"
            rel="noreferrer noopener"
            style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: '0.5rem', aspectRatio: '4 / 3', background: '#1f2937', color: '#ffffff', borderRadius: 4, textDecoration: 'none' }}
          >
            <span aria-hidden="true" className="pi pi-play-circle" style={{ fontSize: '2.5rem' }} />
            <span>Watch on {video ? VIDEO_PROVIDER_LABELS[video.provider] : 'the video site'}</span>
            <span className="sr-only">: {label}</span>
          </a>
        )}
        <figcaption style={{ marginTop: '0.5rem' }}>{label}</figcaption>
      </figure>
    </li>
  );
}

function DeleteDialog({ album, onHide }: { album: Album; onHide: () => void }) {
  const [, navigate] = useLocation();
  const remove = useDeleteAlbum(album.albumId);
  const onDelete = () =>
    remove.mutateAsync().then(
      () => {
        showToast({ severity: 'success', summary: M.deleted(album.title) });
        navigate('/album');
      },
      (failure: unknown) => showToast({ severity: 'error', summary: failure instanceof Error ? failure.message : String(failure) }),
    );
  return (
    <Dialog header="Delete Album" visible onHide={onHide} modal style={{ width: 'min(460px, 95vw)' }}>
      <p style={{ marginTop: 0 }}>{M.confirmDelete(album.title)}</p>
      <div style={{ display: 'flex', justifyContent: 'flex-end', gap: '0.5rem' }}>
        <Button type="button" label="Cancel" outlined onClick={onHide} />
        <Button type="button" label="Delete Album" severity="danger" loading={remove.isPending} onClick={() => void onDelete()} />
      </div>
    </Dialog>
  );
}

/** /album/{albumId}: the album's facts and the grid of its photos and videos in order; Edit and Delete. */
export default function AlbumDetailPage() {
  const { albumId = '' } = useParams<{ albumId: string }>();
  const query = useAlbum(albumId);
  const [isDeleting, setIsDeleting] = useState(false);
  if (query.isPending) return <QueryPending label="Loading album" />;
  if (query.isError && isNotFound(query.error)) return <NotFoundState message={M.notFound} backHref="/album" backLabel="Back to Album" />;
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  const a = query.data;
  const media = a.media ?? [];
  return (
    <div className="page">
      <div className="page-header">
        <h1 className="page-title">
          {a.title} <StatusTag label={ALBUM_STATUS_LABELS[a.status]} color={ALBUM_STATUS_COLORS[a.status]} />
        </h1>
        <div style={{ display: 'flex', gap: '0.5rem' }}>
          <Link href={`/album/${a.albumId}/edit`} className="p-button p-button-outlined">
            Edit
          </Link>
          <Button type="button" label="Delete" severity="danger" outlined onClick={() => setIsDeleting(true)} />
        </div>
      </div>
      <FactGrid
        label="Album information"
        facts={[
          ['Event Date', formatDate(a.eventOn)],
          ['Photos', String(a.photoCount)],
          ['Videos', String(a.videoCount)],
          ['Description', a.description ?? '-'],
        ]}
      />
      <section className="card" aria-labelledby="album-grid-title" style={{ marginTop: '1rem' }}>
        <h2 id="album-grid-title" className="card-title">
          Photos and Videos
        </h2>
        {media.length === 0 ? (
          <p>No photo or video yet: add them with Edit.</p>
        ) : (
          <ul aria-label="Photos and videos" style={{ listStyle: 'none', padding: 0, display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', gap: '1rem' }}>
            {media.map((item, index) => (
              <MediaCard key={item.albumMediaId} item={item} index={index} />
            ))}
          </ul>
        )}
      </section>
      {isDeleting && <DeleteDialog album={a} onHide={() => setIsDeleting(false)} />}
    </div>
  );
}
