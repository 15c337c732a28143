/** The columns of /album (the list and its CSV). */
import { ALBUM_STATUS_LABELS, type Album } from '../album';
import { dateCell, dateTimeCell, orDash, type ListColumn } from '../list-columns';

export const ALBUM_COLUMNS: readonly ListColumn<Album>[] = [
  { key: 'title', header: 'Title', text: (a) => a.title },
  { key: 'eventOn', header: 'Event Date', text: (a) => dateCell(a.eventOn) },
  { key: 'photoCount', header: 'Photos', text: (a) => String(a.photoCount) },
  { key: 'videoCount', header: 'Videos', text: (a) => String(a.videoCount) },
  { key: 'description', header: 'Description', text: (a) => orDash(a.description) },
  { key: 'status', header: 'Status', text: (a) => ALBUM_STATUS_LABELS[a.status] },
  { key: 'updatedAt', header: 'Last Updated', text: (a) => dateTimeCell(a.updatedAt) },
];
