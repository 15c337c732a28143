import { useLayoutEffect, useRef, useState, type RefObject } from 'react';

/** A table's scroll box (PrimeReact's DataTable wrapper): when it scrolls sideways, the table does not fit. */
const TABLE_BOX = '.p-datatable-wrapper';

type Listener = (isFolded: boolean) => void;

interface TableFit {
  isFolded: boolean;
  /** The box's width when the unfolded actions last made the table overflow it. */
  foldedAt: number;
  listeners: Set<Listener>;
  observer: ResizeObserver;
}

const fits = new WeakMap<Element, TableFit>();

/**
 * Every row of one table folds or unfolds together, so the column keeps one
 * shape: it folds when the table is wider than its box, and unfolds once the
 * box grows past the width at which the unfolded actions last did not fit.
 */
function measure(box: Element, fit: TableFit): void {
  if (!box.isConnected) {
    fit.observer.disconnect();
    fits.delete(box);
    return;
  }
  const width = box.clientWidth;
  let isFolded = fit.isFolded;
  if (!isFolded && box.scrollWidth > width + 1) {
    isFolded = true;
    fit.foldedAt = width;
  } else if (isFolded && width > fit.foldedAt) {
    isFolded = false;
  }
  if (isFolded === fit.isFolded) return;
  fit.isFolded = isFolded;
  fit.listeners.forEach((listener) => listener(isFolded));
}

function fitOf(box: Element): TableFit {
  const known = fits.get(box);
  if (known) return known;
  const fit: TableFit = { isFolded: false, foldedAt: 0, listeners: new Set(), observer: new ResizeObserver(() => measure(box, fit)) };
  fit.observer.observe(box);
  // The table grows inside a box of the same width when its rows change.
  if (box.firstElementChild) fit.observer.observe(box.firstElementChild);
  fits.set(box, fit);
  return fit;
}

/**
 * Whether a row's actions fold into a menu because the table they are in
 * does not fit its box; give the actions' element the returned ref. Decided
 * when the row's actions change, before the browser paints, so no row ever
 * shows (or lets a click land on) buttons the table has no room for.
 * Outside a table, or without ResizeObserver (jsdom), they never fold.
 */
export function useFoldedActions(actionCount: number): [cell: RefObject<HTMLDivElement | null>, isFolded: boolean] {
  const cell = useRef<HTMLDivElement>(null);
  const [isFolded, setIsFolded] = useState(false);
  useLayoutEffect(() => {
    const box = cell.current?.closest(TABLE_BOX);
    if (!box || typeof ResizeObserver === 'undefined') return;
    const fit = fitOf(box);
    fit.listeners.add(setIsFolded);
    measure(box, fit);
    // Measured before paint: this row takes the table's answer in the same commit that gave it its actions.
    setIsFolded(fit.isFolded);
    return () => void fit.listeners.delete(setIsFolded);
  }, [actionCount]);
  return [cell, isFolded];
}
