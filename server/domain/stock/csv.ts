import Papa from 'papaparse';
import { CSV_COLUMNS, type CsvColumn } from '../../../shared/constants/catalogue.ts';
import { normalizeText } from '../catalogue/text.ts';

export { CSV_COLUMNS, type CsvColumn } from '../../../shared/constants/catalogue.ts';

/**
 * The stock CSV (docs/stock-csv.md): its columns, how a file is read (delimiter, BOM, header names in
 * Portuguese or English, any case or accents) and how the export writes it. No database here.
 */

/** Header names accepted for each column, normalized (lowercase, no accents, single spaces). */
const ALIASES: Record<CsvColumn, readonly string[]> = {
  codigo: ['codigo', 'code', 'cod', 'numero', 'number'],
  nome: ['nome', 'name', 'carta', 'card'],
  edicao: ['edicao', 'set', 'edition', 'colecao', 'collection', 'expansao'],
  condicao: ['condicao', 'condition', 'estado'],
  idioma: ['idioma', 'language', 'lingua', 'lang'],
  extras: ['extras', 'extra'],
  quantidade: ['quantidade', 'quantity', 'qtd', 'qtde', 'qty'],
  preco: ['preco', 'price', 'valor'],
};

const COLUMN_BY_ALIAS = new Map<string, CsvColumn>(
  CSV_COLUMNS.flatMap((column) => ALIASES[column].map((alias) => [alias, column] as const)),
);

/** Limits of one file: larger files get a 422 before any row is read. */
export const MAX_CSV_BYTES = 5 * 1024 * 1024;
export const MAX_CSV_ROWS = 50_000;

/** One data row as read: its line in the file (the header is line 1) and its cells by column. */
export interface CsvRow {
  line: number;
  cells: Partial<Record<CsvColumn, string>>;
}

export type ParsedCsv = { ok: true; rows: CsvRow[]; columns: CsvColumn[] } | { ok: false; message: string };

/** `;` when the header line has one, `,` otherwise (header names never contain either). */
export function detectDelimiter(text: string): ';' | ',' {
  const end = text.search(/\r?\n/);
  const header = end < 0 ? text : text.slice(0, end);
  return header.includes(';') ? ';' : ',';
}

export const stripBom = (text: string) => (text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);

/** The column a header cell names, or undefined for a column the import ignores. */
export const columnOf = (header: string): CsvColumn | undefined => COLUMN_BY_ALIAS.get(normalizeText(header));

/**
 * Reads the file's text: the header row names the columns (unknown ones are ignored), blank lines are
 * skipped, cells are trimmed. A whole-file problem (no header, a required column missing, too many
 * rows, a broken quote) comes back as one pt-BR message.
 */
export function parseStockCsv(raw: string): ParsedCsv {
  const text = stripBom(raw);
  if (!text.trim()) return { ok: false, message: 'O arquivo está vazio.' };
  const parsed = Papa.parse<string[]>(text, { delimiter: detectDelimiter(text), skipEmptyLines: false });
  const quoteError = parsed.errors.find((e) => e.type === 'Quotes');
  if (quoteError) return { ok: false, message: unclosedQuote((quoteError.row ?? 0) + 1) };
  const reader = rowReader();
  for (const values of parsed.data) reader.add(values);
  return reader.finish();
}

const unclosedQuote = (line: number) => `O arquivo tem aspas sem fechar perto da linha ${line}.`;

/** The rows of a file fed one parsed line at a time (the header first), then checked as a whole. */
function rowReader() {
  let columns: (CsvColumn | undefined)[] | null = null;
  let index = 0;
  const rows: CsvRow[] = [];
  return {
    add(values: string[]) {
      const line = index + 1;
      index++;
      if (columns === null) {
        columns = values.map((cell) => columnOf(cell));
        return;
      }
      if (values.every((v) => v.trim() === '')) return;
      const cells: CsvRow['cells'] = {};
      columns.forEach((column, i) => {
        if (column && cells[column] === undefined) cells[column] = (values[i] ?? '').trim();
      });
      rows.push({ line, cells });
    },
    finish(): ParsedCsv {
      const found = new Set((columns ?? []).filter((c): c is CsvColumn => c !== undefined));
      if (!found.has('nome') && !found.has('codigo'))
        return { ok: false, message: 'O arquivo precisa da coluna nome ou da coluna codigo.' };
      for (const required of ['condicao', 'quantidade', 'preco'] as const) {
        if (!found.has(required)) return { ok: false, message: `O arquivo não tem a coluna ${required}.` };
      }
      if (rows.length === 0) return { ok: false, message: 'O arquivo não tem nenhuma linha de estoque.' };
      if (rows.length > MAX_CSV_ROWS) {
        return {
          ok: false,
          message: `O arquivo tem ${rows.length} linhas; o máximo é ${MAX_CSV_ROWS.toLocaleString('pt-BR')} por importação.`,
        };
      }
      return { ok: true, rows, columns: [...found] };
    },
  };
}

/**
 * A price in reais as sellers write it, to centavos: "12,50", "12.5", "1.234,50", "1,234.50",
 * "R$ 7,90". With both separators the last one is the decimal mark; a lone "," is decimal; a lone "."
 * is decimal unless it repeats ("1.234.567" = thousands). More than 2 decimals is refused (null).
 */
export function parsePrice(value: string): number | null {
  let s = value.replace(/^R\$\s*/i, '').replace(/\s/g, '');
  if (!/^\d[\d.,]*$/.test(s)) return null;
  const lastComma = s.lastIndexOf(',');
  const lastDot = s.lastIndexOf('.');
  if (lastComma >= 0 && lastDot >= 0) {
    const decimal = lastComma > lastDot ? ',' : '.';
    const thousands = decimal === ',' ? '.' : ',';
    const at = s.lastIndexOf(decimal);
    const whole = s.slice(0, at);
    if (whole.includes(decimal) || !validGroups(whole, thousands)) return null;
    s = `${whole.split(thousands).join('')}.${s.slice(at + 1)}`;
  } else if (lastComma >= 0) {
    if (s.indexOf(',') !== lastComma) return null;
    s = s.replace(',', '.');
  } else if (lastDot >= 0 && s.indexOf('.') !== lastDot) {
    if (!validGroups(s, '.')) return null;
    s = s.split('.').join('');
  }
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(s);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** "1.234.567": groups of three after the first. */
const validGroups = (whole: string, separator: string) => {
  const groups = whole.split(separator);
  return (
    groups.length === 1 || (/^\d{1,3}$/.test(groups[0]) && groups.slice(1).every((g) => /^\d{3}$/.test(g)))
  );
};

/** A quantity: digits only (no sign, no decimals), as an integer; null when it is not one. */
export function parseQuantity(value: string): number | null {
  if (!/^\d+$/.test(value)) return null;
  const n = Number(value);
  return Number.isSafeInteger(n) ? n : null;
}

/** Centavos as the export writes them: comma decimal, no thousands mark ("1234,50"). */
export const formatPrice = (cents: number) => (cents / 100).toFixed(2).replace('.', ',');

/** The export's text: UTF-8 BOM, `;`, a header row, CRLF line ends (what spreadsheet programs expect). */
export function writeStockCsv(rows: readonly Record<CsvColumn, string | number>[]): string {
  const body = Papa.unparse(
    { fields: [...CSV_COLUMNS], data: rows.map((r) => CSV_COLUMNS.map((c) => String(r[c]))) },
    { delimiter: ';', newline: '\r\n', quotes: false, escapeFormulae: true },
  );
  return `\uFEFF${body}\r\n`;
}
