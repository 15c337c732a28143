import type { CSSProperties } from 'react';

const BOX: CSSProperties = {
  display: 'grid',
  placeItems: 'center',
  alignContent: 'center',
  gap: '0.5rem',
  background: '#e9ecef',
  border: '1px dashed #adb5bd',
  color: '#495057',
};

/** A neutral box where a picture would be, named for screen readers: a record without one shows this, not nothing. */
export function ImagePlaceholder({ label, style }: { label: string; style?: CSSProperties }) {
  return (
    <div role="img" aria-label={label} style={{ ...BOX, ...style }}>
      <i className="pi pi-image" aria-hidden="true" style={{ fontSize: '2rem' }} />
      <span>{label}</span>
    </div>
  );
}
