/**
 * Text that does not fit where the page put it, found in the page itself
 * (page.evaluate(findTextOverflow, …)): what a user sees as a cut-off label,
 * a button whose words stick out of it, a code broken in two.
 *
 * Four findings, each with the element's text, its place and a selector:
 * - overflow: a table cell, a button, a label, a tag or chip (or a box inside
 *   one that hides its overflow) whose text runs past its edge — clipped,
 *   ellipsed or sticking out (scrollWidth above clientWidth, confirmed on the
 *   text itself: a badge pinned on a corner sticks out on purpose);
 * - wrapped: a cell of a kind that must stay on one line (a code, a date, a
 *   price, a status, the row's actions: the list widget marks them, see
 *   NO_WRAP_CELLS) whose text runs over more than one line;
 * - split word: a short word (a code, a number, a status) broken across lines
 *   in a cell, a button or a label — wrapping at a hyphen or mid-word;
 * - sideways: the page is wider than the window (the element that sticks out).
 * Hidden and visually hidden elements (screen-reader text) are not looked at.
 *
 * The function is sent to the browser as its source text: it must not use
 * anything from outside its own body.
 */

export interface TextOverflow {
  /** 'table "Listings" › column "Code"', 'dialog "Download PDF"', … */
  where: string;
  text: string;
  problem: string;
  selector: string;
}

export interface TextOverflowOptions {
  /** Cells that must keep their text on one line. */
  noWrapCells: string;
}

export function findTextOverflow({ noWrapCells }: TextOverflowOptions): TextOverflow[] {
  /** Longer runs without a space (links, slugs, e-mail addresses) may break; a code or a word may not. */
  const SPLIT_WORD_MAX = 20;
  const TEXT_BOXES = 'td, th, button, label, [role="button"], .p-button, .p-tag, .p-chip, .p-badge';
  const HIDDEN = '.sr-only, .p-hidden-accessible, [hidden]';

  const isShown = (el: Element): boolean => {
    if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false;
    if (el.closest(HIDDEN)) return false;
    const rect = el.getBoundingClientRect();
    return rect.width >= 2 && rect.height >= 2 && rect.right > 0 && rect.bottom > -window.scrollY;
  };

  const textOf = (el: Element): string => {
    const text = (el as HTMLElement).innerText?.replace(/\s+/g, ' ').trim() || el.getAttribute('aria-label') || '';
    return text.length > 80 ? `${text.slice(0, 79)}…` : text;
  };

  const selectorOf = (el: Element): string => {
    const parts: string[] = [];
    for (let node: Element | null = el; node && node !== document.body && parts.length < 5; node = node.parentElement) {
      if (node.id) {
        parts.unshift(`#${CSS.escape(node.id)}`);
        break;
      }
      const classes = [...node.classList].filter((c) => !/^(p-highlight|p-focus|p-disabled)$/.test(c)).slice(0, 2);
      const siblings = node.parentElement ? [...node.parentElement.children].filter((s) => s.tagName === node!.tagName) : [];
      const nth = siblings.length > 1 ? `:nth-of-type(${siblings.indexOf(node) + 1})` : '';
      parts.unshift(`${node.tagName.toLowerCase()}${classes.map((c) => `.${CSS.escape(c)}`).join('')}${nth}`);
    }
    return parts.join(' > ');
  };

  const nameOf = (el: Element | null): string => {
    if (!el) return '';
    const labelledBy = el.getAttribute('aria-labelledby');
    const label = el.getAttribute('aria-label') ?? (labelledBy ? document.getElementById(labelledBy)?.textContent : null) ?? el.querySelector('caption')?.textContent;
    return label ? ` "${label.trim()}"` : '';
  };

  const whereOf = (el: Element): string => {
    const places: string[] = [];
    const dialog = el.closest('[role="dialog"], dialog');
    if (dialog) places.push(`dialog${nameOf(dialog)}`);
    const cell = el.closest('td, th');
    const table = cell?.closest('table');
    if (cell && table) {
      const index = [...(cell.parentElement?.children ?? [])].indexOf(cell);
      const header = table.querySelector('thead tr')?.children[index]?.textContent?.trim();
      places.push(`table${nameOf(table)}${header ? ` › column "${header}"` : ''}`);
    }
    return places.join(' › ') || 'page';
  };

  /** The lines a piece of text takes: client rects that do not overlap vertically are on different lines. */
  const linesOf = (rects: DOMRect[]): number => {
    const tops = rects.filter((r) => r.width > 0 && r.height > 0).sort((a, b) => a.top - b.top);
    let lines = 0;
    let bottom = -Infinity;
    for (const r of tops) {
      if (r.top >= bottom - 1) {
        lines += 1;
        bottom = r.bottom;
      } else bottom = Math.max(bottom, r.bottom);
    }
    return lines;
  };

  /** Whether an element between the node and el is taken out of the flow (a badge on a corner, a popup). */
  const isOutOfFlow = (node: Element, el: Element): boolean => {
    for (let n: Element | null = node; n && n !== el; n = n.parentElement) {
      if (['absolute', 'fixed'].includes(getComputedStyle(n).position)) return true;
    }
    return false;
  };

  const textNodesIn = (el: Element, { inFlowOnly = false } = {}): Text[] => {
    const nodes: Text[] = [];
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const parent = n.parentElement;
      if (!n.textContent?.trim() || !parent || !isShown(parent)) continue;
      if (inFlowOnly && isOutOfFlow(parent, el)) continue;
      nodes.push(n as Text);
    }
    return nodes;
  };

  const rectsOf = (node: Text, start = 0, end = node.length): DOMRect[] => {
    const range = document.createRange();
    range.setStart(node, start);
    range.setEnd(node, end);
    return [...range.getClientRects()];
  };

  const found: TextOverflow[] = [];
  const reported = new Set<Element>();
  const report = (el: Element, problem: string, text = textOf(el)) => {
    reported.add(el);
    found.push({ where: whereOf(el), text, problem, selector: selectorOf(el) });
  };

  /** Descendants before their ancestors: the innermost box that overflows says the most. */
  const innermostFirst = (elements: Iterable<Element>): Element[] =>
    [...elements].sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? 1 : -1));

  const boxes = new Set<Element>(document.querySelectorAll(TEXT_BOXES));
  for (const box of [...boxes]) {
    for (const inner of box.querySelectorAll('*')) {
      if (getComputedStyle(inner).overflowX !== 'visible') boxes.add(inner);
    }
  }
  for (const el of innermostFirst(boxes)) {
    if (el.clientWidth === 0 || !isShown(el)) continue; // inline boxes have no width of their own: their block reports
    if (el.scrollWidth - el.clientWidth <= 1 || [...reported].some((r) => el.contains(r))) continue;
    // Measured on the text, not on scrollWidth: a badge pinned on a corner (position: absolute) sticks out on purpose.
    const inner = el.getBoundingClientRect().left + el.clientLeft + el.clientWidth;
    const textRight = Math.max(...textNodesIn(el, { inFlowOnly: true }).flatMap((n) => rectsOf(n).map((r) => r.right)));
    const excess = Math.round(textRight - inner);
    if (excess <= 1) continue;
    const style = getComputedStyle(el);
    const how = style.overflowX === 'visible' ? 'sticks out of it' : style.textOverflow === 'ellipsis' ? 'is cut off with an ellipsis' : 'is cut off';
    report(el, `its text ${how} by ${excess}px`);
  }

  const page = document.documentElement;
  if (page.scrollWidth > window.innerWidth + 1) {
    const fits = (el: Element) => el.getBoundingClientRect().right <= window.innerWidth + 1;
    /** Inside a box that scrolls or clips (a wide table's wrapper), what sticks out of the window is that box's business. */
    const isHeldIn = (el: Element): boolean => {
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
        if (getComputedStyle(a).overflowX !== 'visible') return fits(a);
      }
      return false;
    };
    const sticking = [...document.body.querySelectorAll('*')].filter(
      (el) => isShown(el) && !fits(el) && !!el.parentElement && fits(el.parentElement) && !isHeldIn(el),
    );
    for (const el of sticking.slice(0, 3)) {
      report(el, `sticks out of the window by ${Math.round(el.getBoundingClientRect().right - window.innerWidth)}px: the page scrolls sideways`);
    }
  }

  for (const cell of document.querySelectorAll(noWrapCells)) {
    if (reported.has(cell) || !isShown(cell)) continue;
    const lines = linesOf(textNodesIn(cell).flatMap((n) => rectsOf(n)));
    if (lines > 1) report(cell, `wraps onto ${lines} lines (a cell that must stay on one line)`);
  }

  const seen = new Set<Text>();
  for (const box of innermostFirst(document.querySelectorAll(TEXT_BOXES))) {
    if (reported.has(box) || !isShown(box)) continue;
    const nodes = textNodesIn(box).filter((n) => !seen.has(n));
    nodes.forEach((n) => seen.add(n));
    const split = nodes
      .flatMap((node) => [...node.data.matchAll(/\S+/g)].map((word) => ({ node, word: word[0], at: word.index })))
      .filter(({ word }) => word.length >= 2 && word.length <= SPLIT_WORD_MAX)
      .map(({ node, word, at }) => ({ word, lines: linesOf(rectsOf(node, at, at + word.length)) }))
      .find(({ lines }) => lines > 1);
    if (split) report(box, `the word "${split.word}" is split over ${split.lines} lines`);
  }
  return found;
}

/**
 * findTextOverflow as a script for page.evaluate. It travels as source text,
 * and a transpiler that keeps function names (esbuild's keepNames, as tsx
 * runs it) wraps the inner functions in a __name helper the page lacks.
 */
export function textOverflowScript(options: TextOverflowOptions): string {
  return `(() => { const __name = (fn) => fn; return (${findTextOverflow.toString()})(${JSON.stringify(options)}); })()`;
}
