import bwipjs from 'bwip-js/node';
import { type PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import { formatDate, formatDateTime } from '../../../../shared/dates.ts';

/** Millimetres to PDF points. */
export const mm = (value: number) => (value * 72) / 25.4;

/**
 * The standard PDF fonts write WinAnsi (Latin-1 plus a few signs): every Portuguese letter fits.
 * Anything else (emoji, other scripts) becomes "?", so a buyer's name never breaks a document.
 */
export function winAnsi(text: string): string {
  return text
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201C\u201D]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/[^\x20-\x7E\u00A0-\u00FF]/g, '?');
}

/** Where a document writes: the page, the fonts, and a cursor that moves down. */
export class Canvas {
  page: PDFPage;
  y: number;

  private constructor(
    readonly doc: PDFDocument,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
    readonly size: [number, number],
    readonly margin: number,
  ) {
    this.page = doc.addPage(size);
    this.y = size[1] - margin;
  }

  static async open(doc: PDFDocument, size: [number, number], margin: number): Promise<Canvas> {
    const regular = await doc.embedFont(StandardFonts.Helvetica);
    const bold = await doc.embedFont(StandardFonts.HelveticaBold);
    return new Canvas(doc, regular, bold, size, margin);
  }

  get width(): number {
    return this.size[0] - 2 * this.margin;
  }

  /** A new page when fewer than `height` points are left. */
  ensure(height: number): void {
    if (this.y - height >= this.margin) return;
    this.page = this.doc.addPage(this.size);
    this.y = this.size[1] - this.margin;
  }

  /** Text at (x, y) of the current page; `y` is the baseline. */
  text(value: string, x: number, y: number, { size = 9, bold = false, maxWidth }: TextOptions = {}): void {
    const font = bold ? this.bold : this.regular;
    let line = winAnsi(value);
    if (maxWidth !== undefined) {
      const full = line;
      let keep = full.length;
      while (keep > 1 && font.widthOfTextAtSize(line, size) > maxWidth) line = `${full.slice(0, --keep)}...`;
    }
    this.page.drawText(line, { x, y, size, font, color: rgb(0, 0, 0) });
  }

  /** Lines of text wrapped to `width`, from the cursor down; moves the cursor. */
  paragraph(value: string, { size = 9, bold = false, x = this.margin, width = this.width } = {}): void {
    const font = bold ? this.bold : this.regular;
    const words = winAnsi(value).split(/\s+/);
    let line = '';
    const flush = () => {
      this.ensure(size + 3);
      this.y -= size + 3;
      this.page.drawText(line, { x, y: this.y, size, font });
      line = '';
    };
    for (const word of words) {
      const next = line ? `${line} ${word}` : word;
      if (line && font.widthOfTextAtSize(next, size) > width) {
        flush();
        line = word;
      } else line = next;
    }
    if (line) flush();
  }

  /** A rectangle outline; (x, y) is its top-left corner. */
  box(x: number, top: number, width: number, height: number, thickness = 0.7): void {
    this.page.drawRectangle({
      x,
      y: top - height,
      width,
      height,
      borderColor: rgb(0, 0, 0),
      borderWidth: thickness,
    });
  }

  line(x1: number, y: number, x2: number, thickness = 0.7): void {
    this.page.drawLine({ start: { x: x1, y }, end: { x: x2, y }, thickness, color: rgb(0, 0, 0) });
  }

  /** A small caption over a value, the way fiscal forms label their fields. */
  field(label: string, value: string, x: number, top: number, width: number, { size = 9 } = {}): void {
    this.text(label.toUpperCase(), x + 2, top - 7, { size: 5.5 });
    this.text(value, x + 2, top - 8 - size, { size, maxWidth: width - 4 });
  }

  /** A Code 128 barcode of `value` in the box (x, top, width, height). */
  async barcode(value: string, x: number, top: number, width: number, height: number): Promise<void> {
    const png = await code128Png(value);
    const image = await this.doc.embedPng(png);
    this.page.drawImage(image, { x, y: top - height, width, height });
  }
}

interface TextOptions {
  size?: number;
  bold?: boolean;
  maxWidth?: number;
}

/** Code 128 (subset C for the digits of an access key), black on white, no human-readable line. */
export function code128Png(value: string): Promise<Buffer> {
  return bwipjs.toBuffer({ bcid: 'code128', text: value, scale: 3, height: 12, includetext: false });
}

export { formatBRL as formatMoney } from '../../../drivers/shared/money.ts';

/** Brasília date (and time, with seconds) as the documents print it: the one date helper (shared/dates.ts). */
export function brazilDate(iso: string, withTime = false): string {
  return withTime ? formatDateTime(iso, true) : formatDate(iso);
}
