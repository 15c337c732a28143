/**
 * Drawing text documents with pdf-lib: the one writer the product's PDFs (the
 * listing PDF, the invoice PDF) use — lines wrapped between words, a new page
 * when one is full, label–value rows, headings, a table of right-aligned
 * amounts — and the WinAnsi-safe text the standard fonts can draw.
 */
import { createHash } from 'node:crypto';
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFImage, type PDFPage } from 'pdf-lib';

export const MARGIN = 40;
export const INK = rgb(0.12, 0.12, 0.12);
export const MUTED = rgb(0.35, 0.35, 0.35);
export const ACCENT = rgb(0.11, 0.3, 0.85);
const PLACEHOLDER_FILL = rgb(0.95, 0.96, 0.96);
const PLACEHOLDER_LINE = rgb(0.82, 0.84, 0.86);

/**
 * The standard fonts speak WinAnsi only: anything else (emoji, CJK) would
 * throw inside pdf-lib. Such characters become '?', and line breaks spaces.
 */
export function pdfSafe(text: string): string {
  return text.replace(/[\r\n\t]+/g, ' ').replace(/[^\x20-\x7E\xA0-\xFF€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ]/g, '?');
}

/** Lines of at most `width` points, breaking between words (and inside a word longer than a line). */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of pdfSafe(text).split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= width) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    let rest = word;
    while (font.widthOfTextAtSize(rest, size) > width) {
      let cut = rest.length - 1;
      while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > width) cut--;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    line = rest;
  }
  if (line) lines.push(line);
  return lines;
}

/** Writes top to bottom, starting a new page when the current one is full. */
export class Writer {
  page: PDFPage;
  y: number;
  constructor(
    private readonly doc: PDFDocument,
    private readonly size: [number, number],
    readonly fonts: { regular: PDFFont; bold: PDFFont },
  ) {
    this.page = doc.addPage(size);
    this.y = size[1] - MARGIN;
  }
  get width(): number {
    return this.size[0] - 2 * MARGIN;
  }
  ensure(height: number): void {
    if (this.y - height >= MARGIN) return;
    this.page = this.doc.addPage(this.size);
    this.y = this.size[1] - MARGIN;
  }
  text(text: string, options: { size?: number; bold?: boolean; color?: ReturnType<typeof rgb>; gap?: number } = {}): void {
    const size = options.size ?? 10;
    const font = options.bold ? this.fonts.bold : this.fonts.regular;
    for (const line of wrap(text, font, size, this.width)) {
      this.ensure(size * 1.4);
      this.y -= size * 1.25;
      this.page.drawText(line, { x: MARGIN, y: this.y, size, font, color: options.color ?? INK });
      this.y -= size * 0.15;
    }
    this.y -= options.gap ?? 0;
  }
  heading(text: string): void {
    this.ensure(40);
    this.y -= 8;
    this.text(text, { size: 13, bold: true, color: ACCENT, gap: 4 });
  }
  /** Label and value in two columns. */
  row(label: string, value: string): void {
    const size = 10;
    const labelWidth = Math.min(170, this.width / 3);
    const lines = wrap(value, this.fonts.regular, size, this.width - labelWidth);
    this.ensure(lines.length * size * 1.4);
    this.page.drawText(pdfSafe(label), { x: MARGIN, y: this.y - size * 1.25, size, font: this.fonts.bold, color: MUTED });
    for (const line of lines) {
      this.y -= size * 1.25;
      this.page.drawText(line, { x: MARGIN + labelWidth, y: this.y, size, font: this.fonts.regular, color: INK });
      this.y -= size * 0.15;
    }
  }
  /**
   * A table: columns of fractions of the width, text left or right aligned (an
   * amount right, so its digits line up); the header bold and ruled, a bold row
   * for a total. A cell too wide for its column is cut with '…'.
   */
  table(columns: readonly { label: string; width: number; align?: 'left' | 'right' }[], rows: readonly (readonly string[])[], options: { boldLast?: boolean } = {}): void {
    const size = 9.5;
    const lineHeight = size * 1.6;
    const xs: number[] = [];
    let x = MARGIN;
    for (const c of columns) {
      xs.push(x);
      x += c.width * this.width;
    }
    const draw = (cells: readonly string[], bold: boolean) => {
      this.ensure(lineHeight);
      this.y -= lineHeight;
      const font = bold ? this.fonts.bold : this.fonts.regular;
      cells.forEach((cell, i) => {
        const column = columns[i];
        if (!column) return;
        const room = column.width * this.width - 6;
        let text = pdfSafe(cell);
        while (text.length > 1 && font.widthOfTextAtSize(text, size) > room) text = `${text.slice(0, -2)}…`;
        const width = font.widthOfTextAtSize(text, size);
        const left = column.align === 'right' ? xs[i]! + column.width * this.width - width : xs[i]!;
        this.page.drawText(text, { x: left, y: this.y + size * 0.45, size, font, color: INK });
      });
    };
    const rule = () => this.page.drawLine({ start: { x: MARGIN, y: this.y }, end: { x: MARGIN + this.width, y: this.y }, thickness: 0.6, color: MUTED });
    draw(columns.map((c) => c.label), true);
    rule();
    rows.forEach((cells, i) => {
      const last = i === rows.length - 1 && options.boldLast;
      if (last) rule();
      draw(cells, Boolean(last));
    });
    this.y -= 6;
  }
  /** A neutral box with a word where the photos would be: a listing without any still shows where they go. */
  placeholder(label: string): void {
    const height = Math.min(160, this.width * 0.33);
    const size = 12;
    this.ensure(height + 8);
    this.page.drawRectangle({ x: MARGIN, y: this.y - height, width: this.width, height, color: PLACEHOLDER_FILL, borderColor: PLACEHOLDER_LINE, borderWidth: 1 });
    const text = pdfSafe(label);
    const textWidth = this.fonts.regular.widthOfTextAtSize(text, size);
    this.page.drawText(text, { x: MARGIN + (this.width - textWidth) / 2, y: this.y - height / 2 - size / 3, size, font: this.fonts.regular, color: MUTED });
    this.y -= height + 8;
  }
  images(images: PDFImage[]): void {
    if (!images.length) return;
    const gap = 8;
    const perRow = Math.min(images.length, 2);
    const cellWidth = (this.width - gap * (perRow - 1)) / perRow;
    const cellHeight = cellWidth * 0.66;
    for (let i = 0; i < images.length; i += perRow) {
      this.ensure(cellHeight + gap);
      images.slice(i, i + perRow).forEach((image, j) => {
        const scale = Math.min(cellWidth / image.width, cellHeight / image.height);
        const w = image.width * scale;
        const h = image.height * scale;
        this.page.drawImage(image, { x: MARGIN + j * (cellWidth + gap) + (cellWidth - w) / 2, y: this.y - cellHeight + (cellHeight - h) / 2, width: w, height: h });
      });
      this.y -= cellHeight + gap;
    }
  }
}


/** A writer on a new page of `size`, with Helvetica and Helvetica Bold. */
export async function newWriter(doc: PDFDocument, size: [number, number]): Promise<Writer> {
  return new Writer(doc, size, { regular: await doc.embedFont(StandardFonts.Helvetica), bold: await doc.embedFont(StandardFonts.HelveticaBold) });
}

/**
 * Documents already drawn, by the hash of everything that goes into one (the
 * caller passes it all: a record with its update time, the names it shows,
 * the language). Equal content is an equal document, so there is nothing to
 * invalidate, on any instance. Least recently used first out, within a byte
 * budget shared by every kind of document.
 */
const drawn = new Map<string, Uint8Array>();
let drawnBytes = 0;
export const PDF_CACHE_BYTES = 32 * 1024 * 1024;

function remember(key: string, bytes: Uint8Array): void {
  drawn.set(key, bytes);
  drawnBytes += bytes.byteLength;
  for (const [oldest, old] of drawn) {
    if (drawnBytes <= PDF_CACHE_BYTES) break;
    drawn.delete(oldest);
    drawnBytes -= old.byteLength;
  }
}

/** The document for `content`: from the cache when the same content was drawn before, else drawn and kept. */
export async function drawnOnce(content: unknown, draw: () => Promise<Uint8Array>): Promise<Uint8Array> {
  const key = createHash('sha256').update(JSON.stringify(content)).digest('base64url');
  const hit = drawn.get(key);
  if (hit) {
    drawn.delete(key);
    drawn.set(key, hit);
    return hit;
  }
  const bytes = await draw();
  remember(key, bytes);
  return bytes;
}
