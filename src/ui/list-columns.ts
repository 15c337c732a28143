/**
 * The list widget's column kinds: a code, a date, a price, a status and the
 * row's actions read as one piece, so their cells never wrap (app.css); the
 * free text around them (titles, names) wraps instead. The browser tests'
 * overflow check (tests/e2e/support/text-overflow.ts) holds cells marked so to
 * one line.
 */
export type ColumnKind = 'code' | 'date' | 'price' | 'status' | 'actions';

const NO_WRAP_CLASS = 'cell-nowrap';

/** Every body cell that must keep its text on one line. */
export const NO_WRAP_CELLS = `td.${NO_WRAP_CLASS}`;

/** Spread on a PrimeReact Column: `<Column header="Code" {...columnKind('code')} />`. */
export function columnKind(kind: ColumnKind): { headerClassName: string; bodyClassName: string } {
  const className = `${NO_WRAP_CLASS} cell-${kind}`;
  return { headerClassName: className, bodyClassName: className };
}
