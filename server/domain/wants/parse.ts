import Papa from 'papaparse';
import { CARD_CONDITIONS, EXTRAS, LANGUAGES } from '../catalogue/references.ts';
import { normalizeText } from '../catalogue/text.ts';
import { ValidationError } from '../errors.ts';
import { columnOf, detectDelimiter, parsePrice, parseQuantity, stripBom } from '../stock/csv.ts';

/**
 * Mass entry (docs/optimizer.md, "Mass entry"): a pasted deck list to lines of {quantity, name, set,
 * number, ...}. No database here. Formats, one card per line:
 *
 * - `4 Lightning Bolt`, `4x Lightning Bolt`, `Lightning Bolt` (quantity 1);
 * - MTG Arena: `4 Lightning Bolt (M10) 146`;
 * - Pokémon TCG Live: `4 Pikachu SVI 63` (section headers such as `Pokémon: 12` are skipped);
 * - LigaMagic's CSV (a header row naming at least the card's name: `Quantidade;Nome;Edição;...`,
 *   `;` or `,`), the stock CSV's column names accepted in Portuguese or English.
 *
 * Every problem is reported at once with its line number; a list with any problem saves nothing.
 */

export const MAX_ENTRY_LINES = 1000;
export const MAX_QUANTITY = 999;

export interface ParsedLine {
  /** 1-based line of the pasted text. */
  line: number;
  source: string;
  quantity: number;
  name: string;
  set: string | null;
  number: string | null;
  minCondition: string | null;
  languages: string[];
  extras: string[];
  maxPrice: number | null;
}

/** Lines that are a deck file's section headers or comments, not cards. */
const HEADER =
  /^(deck|sideboard|commander|companion|maybeboard|main ?deck|about|name .*|\/\/.*|#.*|total cards:?\s*\d*|(pok[eé]mon|trainer|energy|treinador|energia)s?\s*(:\s*\d+)?)$/i;
const QTY_NAME = /^(\S+?)x?\s+(.+)$/i;
const ARENA = /^(.+?)\s+\(([A-Za-z0-9]{2,6})\)\s+([A-Za-z0-9-]+)$/;
const PTCGL = /^(.+?)\s+([A-Z][A-Z0-9]{1,5}(?:-[A-Z0-9]+)?)\s+(\d+[a-z]?)$/;

const conditionCodes = new Set(CARD_CONDITIONS.map((c) => c.code));
const languageCodes = new Set(LANGUAGES.map((l) => l.code));
const extraCodes = new Set(EXTRAS.map((e) => e.code));

function invalid(errors: Map<string, string[]>): never {
  throw new ValidationError(Object.fromEntries(errors));
}

/** The text's non-empty lines with their 1-based numbers. */
function textLines(text: string) {
  return text
    .split(/\r\n|\r|\n/)
    .map((raw, i) => ({ line: i + 1, text: raw.trim() }))
    .filter((l) => l.text !== '');
}

function refuseSize(count: number): void {
  if (count === 0) {
    throw new ValidationError({ text: ['Cole ao menos uma carta: a lista está vazia.'] });
  }
  if (count > MAX_ENTRY_LINES) {
    throw new ValidationError({
      text: [
        `A lista tem ${count.toLocaleString('pt-BR')} linhas; envie no máximo ${MAX_ENTRY_LINES.toLocaleString('pt-BR')} de cada vez.`,
      ],
    });
  }
}

const emptyLine = (line: number, source: string) => ({
  line,
  source: source.slice(0, 300),
  set: null,
  number: null,
  minCondition: null,
  languages: [],
  extras: [],
  maxPrice: null,
});

/** A quantity as typed: a whole number from 1 to 999, or the message saying what is wrong. */
export function quantityProblem(value: string): string | null {
  const n = parseQuantity(value);
  if (n === null) return `a quantidade "${value}" não é um número inteiro.`;
  if (n < 1) return 'a quantidade deve ser pelo menos 1.';
  if (n > MAX_QUANTITY) return `a quantidade deve ser no máximo ${MAX_QUANTITY}.`;
  return null;
}

/** One text line to a card, or the reason it is refused. */
function parseTextLine(line: number, text: string): ParsedLine | string {
  const base = emptyLine(line, text);
  let quantity = 1;
  let rest = text;
  const qty = QTY_NAME.exec(text);
  // "4 Bolt", "4x Bolt"; "0 Bolt", "-1 Bolt" are refused; "abc Bolt" is a name (one card).
  if (qty && /^[-+]?\d+$/.test(qty[1])) {
    const problem = quantityProblem(qty[1].replace(/^\+/, ''));
    if (problem) return problem;
    quantity = Number(qty[1]);
    rest = qty[2].trim();
  }
  const arena = ARENA.exec(rest);
  if (arena)
    return { ...base, quantity, name: arena[1].trim(), set: arena[2].toUpperCase(), number: arena[3] };
  const live = PTCGL.exec(rest);
  if (live) return { ...base, quantity, name: live[1].trim(), set: live[2], number: live[3] };
  if (rest.length > 200) return 'o nome da carta tem mais de 200 caracteres.';
  return { ...base, quantity, name: rest };
}

function splitCodes(value: string | undefined, known: Set<string>, upper: boolean): string[] {
  if (!value) return [];
  return value
    .split(/[,/|]/)
    .map((v) => (upper ? v.trim().toUpperCase() : normalizeText(v).replace(/ /g, '_')))
    .filter((v) => known.has(v));
}

/** LigaMagic's CSV (or any CSV whose header names the card's name column). */
function parseCsv(text: string): { lines: ParsedLine[]; errors: Map<string, string[]> } {
  const body = stripBom(text);
  const rows = Papa.parse<string[]>(body, { delimiter: detectDelimiter(body), skipEmptyLines: 'greedy' })
    .data as string[][];
  const header = (rows[0] ?? []).map((h) => columnOf(h) ?? null);
  refuseSize(rows.length - 1);
  const at = (row: string[], column: string) => {
    const i = header.indexOf(column as never);
    return i >= 0 ? (row[i] ?? '').trim() : undefined;
  };
  const lines: ParsedLine[] = [];
  const errors = new Map<string, string[]>();
  rows.slice(1).forEach((row, i) => {
    const line = i + 2;
    const source = row.join(';');
    const name = at(row, 'nome') ?? '';
    const qtyText = at(row, 'quantidade') || '1';
    const problem = !name ? 'informe o nome da carta.' : quantityProblem(qtyText);
    const priceText = at(row, 'preco');
    const maxPrice = priceText ? parsePrice(priceText) : null;
    if (problem || (priceText && maxPrice === null)) {
      errors.set(`lines.${line}`, [`Linha ${line}: ${problem ?? `o preço "${priceText}" é inválido.`}`]);
      return;
    }
    const condition = at(row, 'condicao')?.toUpperCase();
    lines.push({
      ...emptyLine(line, source),
      quantity: Number(qtyText),
      name: name.slice(0, 200),
      set: at(row, 'edicao') || null,
      number: at(row, 'codigo') || null,
      minCondition: condition && conditionCodes.has(condition) ? condition : null,
      languages: splitCodes(at(row, 'idioma'), languageCodes, true),
      extras: splitCodes(at(row, 'extras'), extraCodes, false),
      maxPrice,
    });
  });
  return { lines, errors };
}

/** Whether the text is a CSV with a header row naming the card's name column. */
function isCsv(text: string): boolean {
  const first = stripBom(text).split(/\r?\n/, 1)[0] ?? '';
  if (!/[;,]/.test(first)) return false;
  const cells = first.split(detectDelimiter(first)).map((c) => columnOf(c.replace(/"/g, '')));
  return cells.includes('nome');
}

/** The pasted text to card lines; 422 (nothing saved) on an empty or too long list or any bad line. */
export function parseEntry(text: string): ParsedLine[] {
  if (isCsv(text)) {
    const { lines, errors } = parseCsv(text);
    if (errors.size) invalid(errors);
    return lines;
  }
  const raw = textLines(text);
  const cards = raw.filter((l) => !HEADER.test(l.text));
  refuseSize(cards.length);
  const lines: ParsedLine[] = [];
  const errors = new Map<string, string[]>();
  for (const l of cards) {
    const parsed = parseTextLine(l.line, l.text);
    if (typeof parsed === 'string') errors.set(`lines.${l.line}`, [`Linha ${l.line}: ${parsed}`]);
    else lines.push(parsed);
  }
  if (errors.size) invalid(errors);
  return lines;
}
