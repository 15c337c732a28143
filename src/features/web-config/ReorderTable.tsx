import { Button } from 'primereact/button';
import { useEffect, useRef, useState, type DragEvent, type KeyboardEvent, type ReactNode } from 'react';
import { moved } from '../../../domain/web-config';
import { EmptyState } from '../../ui/QueryState';

export interface ReorderColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
}

interface ReorderTableProps<Row> {
  /** The table's accessible name. */
  label: string;
  rows: readonly Row[];
  idOf: (row: Row) => string;
  nameOf: (row: Row) => string;
  columns: readonly ReorderColumn<Row>[];
  /** False while the rows are a search's (an order of some rows is not the list's order). */
  canReorder: boolean;
  /** Why the handles are off, read beside the table. */
  whyNotReorder?: string;
  /** The whole new order, in one request. */
  onReorder: (ids: string[]) => Promise<unknown>;
  actions: (row: Row) => ReactNode;
}

/**
 * A table whose rows are put in order by drag (the handle or the row) or by
 * keyboard: the focused handle moves its row with Alt+ArrowUp/ArrowDown, or
 * the Move up / Move down buttons; each move is said in a live region and the
 * whole new order is saved in one request (undone on a refusal).
 */
export function ReorderTable<Row>(props: ReorderTableProps<Row>) {
  const [order, setOrder] = useState<string[]>(() => props.rows.map(props.idOf));
  const [announcement, setAnnouncement] = useState('');
  const [focusId, setFocusId] = useState<string | null>(null);
  const dragFrom = useRef<number | null>(null);
  const handles = useRef(new Map<string, HTMLButtonElement>());
  const byId = new Map(props.rows.map((r) => [props.idOf(r), r]));
  const serverOrder = props.rows.map(props.idOf).join(',');
  // A new answer from the server (a save, a search, another admin's change) is the order shown from then on.
  const [synced, setSynced] = useState(serverOrder);
  if (synced !== serverOrder) {
    setSynced(serverOrder);
    setOrder(serverOrder ? serverOrder.split(',') : []);
  }
  useEffect(() => {
    if (focusId) handles.current.get(focusId)?.focus();
  }, [focusId, order]);
  const rows = order.map((id) => byId.get(id)).filter((r): r is Row => r !== undefined);

  const commit = (next: string[], id: string) => {
    const before = order;
    const row = byId.get(id);
    setOrder(next);
    setAnnouncement(`${row ? props.nameOf(row) : 'Row'} moved to position ${next.indexOf(id) + 1} of ${next.length}.`);
    props.onReorder(next).catch((failure: unknown) => {
      setOrder(before);
      setAnnouncement(`The order was not saved: ${failure instanceof Error ? failure.message : String(failure)}`);
    });
  };
  const move = (index: number, by: -1 | 1) => {
    const next = moved(order, index, by);
    if (next.join(',') === order.join(',')) return;
    setFocusId(order[index]!);
    commit(next, order[index]!);
  };
  const onHandleKey = (event: KeyboardEvent, index: number) => {
    if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    event.preventDefault();
    move(index, event.key === 'ArrowUp' ? -1 : 1);
  };
  const onDrop = (event: DragEvent, to: number) => {
    event.preventDefault();
    const from = dragFrom.current;
    dragFrom.current = null;
    if (from === null || from === to) return;
    const next = [...order];
    const [id] = next.splice(from, 1);
    next.splice(to, 0, id!);
    commit(next, id!);
  };

  if (rows.length === 0) return <EmptyState />;
  return (
    <>
      <div role="status" aria-live="polite" className="sr-only">
        {announcement}
      </div>
      {props.canReorder ? (
        <p className="reorder-hint" id={`${props.label}-hint`}>
          Drag a row by its handle, or focus the handle and press Alt+Arrow Up or Alt+Arrow Down. The order is saved at once.
        </p>
      ) : (
        props.whyNotReorder && <p className="reorder-hint">{props.whyNotReorder}</p>
      )}
      <div className="reorder-table__scroll">
        <table className="reorder-table" aria-label={props.label}>
          <thead>
            <tr>
              <th scope="col">Order</th>
              {props.columns.map((c) => (
                <th key={c.header} scope="col">
                  {c.header}
                </th>
              ))}
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => {
              const id = props.idOf(row);
              const name = props.nameOf(row);
              return (
                <tr
                  key={id}
                  draggable={props.canReorder}
                  onDragStart={(event) => {
                    dragFrom.current = index;
                    event.dataTransfer.effectAllowed = 'move';
                    event.dataTransfer.setData('text/plain', id);
                  }}
                  onDragOver={(event) => props.canReorder && event.preventDefault()}
                  onDrop={(event) => onDrop(event, index)}
                >
                  <td>
                    <div className="reorder-table__handle-cell">
                      {props.canReorder && (
                        <button
                          type="button"
                          className="reorder-table__handle"
                          ref={(el) => {
                            if (el) handles.current.set(id, el);
                            else handles.current.delete(id);
                          }}
                          aria-label={`Reorder ${name}, position ${index + 1} of ${rows.length}`}
                          aria-describedby={`${props.label}-hint`}
                          onKeyDown={(event) => onHandleKey(event, index)}
                        >
                          <i className="pi pi-bars" aria-hidden="true" />
                        </button>
                      )}
                      <span>{index + 1}</span>
                      {props.canReorder && (
                        <>
                          <Button type="button" size="small" text icon="pi pi-arrow-up" aria-label={`Move ${name} up`} disabled={index === 0} onClick={() => move(index, -1)} />
                          <Button type="button" size="small" text icon="pi pi-arrow-down" aria-label={`Move ${name} down`} disabled={index === rows.length - 1} onClick={() => move(index, 1)} />
                        </>
                      )}
                    </div>
                  </td>
                  {props.columns.map((c) => (
                    <td key={c.header}>{c.cell(row)}</td>
                  ))}
                  <td>{props.actions(row)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </>
  );
}
