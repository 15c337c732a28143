import type { ReactNode } from 'react';

export type Field = readonly [label: string, value: ReactNode];

export const orDash = (v: string | number | null | undefined): string => (v === null || v === undefined || v === '' ? '-' : String(v));

/** Label/value rows of a read-only screen. */
export function FieldList({ fields }: { fields: readonly Field[] }) {
  return (
    <dl className="field-list">
      {fields.map(([label, value]) => (
        <div key={label} className="field-list__row">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
