import type { ReactNode } from 'react';
import type { ColumnKind } from './list-columns';

/**
 * A column as domain/lists/ defines it for both the screen and the server's
 * CSV export (domain/list-columns.ts ListColumn). `text` is a method here on
 * purpose: a screen's row may be a narrower pick of the entity the shared
 * column reads, and the screen gives its own cell where it needs more.
 */
export interface SharedColumn<Row> {
  key: string;
  header: string;
  text(row: Row): string;
}

/** One column of the list widget. */
export interface ListTableColumn<Row> {
  /** The shared column's key, which is also the server's sort key when the column sorts. */
  key: string;
  header: string;
  body: (row: Row) => ReactNode;
  kind?: ColumnKind;
  isSortable?: boolean;
}

/** How a screen draws a shared column: a richer cell than the CSV's text (a tag, a price, a link), its kind, whether it sorts. */
export interface CellSpec<Row> {
  body?: (row: Row) => ReactNode;
  kind?: ColumnKind;
  isSortable?: boolean;
}

/**
 * The screen's columns, in the order of `cells`, each header taken from the
 * shared definition of its key, so the screen and its CSV file name a column
 * alike. A cell the screen does not draw shows the CSV's text.
 */
export function sharedColumns<Row>(shared: readonly SharedColumn<Row>[], cells: Record<string, CellSpec<Row>>): ListTableColumn<Row>[] {
  return Object.entries(cells).map(([key, spec]) => {
    const column = shared.find((c) => c.key === key);
    if (!column) throw new Error(`No shared column '${key}': add it to domain/lists/ first.`);
    return { key, header: column.header, body: spec.body ?? ((row: Row) => column.text(row)), kind: spec.kind, isSortable: spec.isSortable };
  });
}

/** A column only the screen has (a row's actions, a select box): not in the CSV. */
export function screenColumn<Row>(key: string, header: string, body: (row: Row) => ReactNode, kind?: ColumnKind): ListTableColumn<Row> {
  return { key, header, body, kind };
}
