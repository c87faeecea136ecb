import { pages as firstLoadPages, texts as firstLoadTexts } from 'virtual:first-load-texts';

/** The locale the page declares: `<html lang="pt-BR">` becomes `pt_BR` (spec section 9). */
export function documentLocale(): string {
  const lang = globalThis.document?.documentElement.lang || 'pt-BR';
  return lang.replace(/-/g, '_');
}

export const FALLBACK_LOCALE = 'en';

/** The locale the root view declares (`<html lang="pt-BR">`): part of its file is bundled with the app. */
export const BUNDLED_LOCALE = 'pt_BR';

type Table = Record<string, string>;
type LangFile = { default: Table };

/*
 * The translations, per locale. What the first paint of `/` needs of the page's locale is bundled
 * (virtual:first-load-texts, scripts/vite/firstLoadTexts.ts says how it is chosen); every lang file
 * loads whole on demand: before any other screen renders, right after `/` has rendered, and before
 * anything renders in a locale other than the bundled one. pt_BR has every key en has
 * (tests/js/lang.test.ts), so on a pt_BR page the fallback is never read.
 */
const files = import.meta.glob<LangFile>('/lang/*.json');
const tables = new Map<string, Table>(Object.entries(firstLoadTexts));
const complete = new Set<string>();
const loading = new Map<string, Promise<void>>();

let version = 0;
const listeners = new Set<() => void>();
// Whether a text was asked for and read as empty since the last file arrived: only then does an
// arriving file re-render the tree (a re-render of the whole page is one long task on a slow phone).
let missed = false;
function changed(): void {
  version += 1;
  for (const listener of listeners) listener();
}

/** For useSyncExternalStore: the tables change when a file arrives. */
export const textsStore = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  version: () => version,
};

export function availableLocales(): string[] {
  return Object.keys(files).map((path) => path.replace(/^\/lang\/|\.json$/g, ''));
}

function loadFile(locale: string): Promise<void> {
  const file = files[`/lang/${locale}.json`];
  if (!file) complete.add(locale); // nothing to wait for: its keys come from the fallback
  if (complete.has(locale) || !file) return Promise.resolve();
  let pending = loading.get(locale);
  if (!pending) {
    pending = file().then(
      (module) => {
        tables.set(locale, { ...tables.get(locale), ...module.default });
        complete.add(locale);
        if (missed) {
          missed = false;
          changed();
        }
      },
      (error: unknown) => {
        loading.delete(locale); // the next miss tries again
        throw error;
      },
    );
    loading.set(locale, pending);
  }
  return pending;
}

/** Loads the whole file of `locale` and of the fallback (if the locale lacks keys, they come from it). */
export function loadTexts(locale: string): Promise<void> {
  const locales = locale === BUNDLED_LOCALE ? [locale] : [...new Set([locale, FALLBACK_LOCALE])];
  return Promise.all(locales.map(loadFile)).then(() => undefined);
}

/** Whether `locale`'s texts are all here (no file to wait for). */
export function textsReady(locale: string): boolean {
  const fallbackReady =
    locale === BUNDLED_LOCALE || complete.has(FALLBACK_LOCALE) || !files[`/lang/${FALLBACK_LOCALE}.json`];
  return complete.has(locale) && fallbackReady;
}

/**
 * What a screen waits for before it renders: nothing for the screens the bundled part covers in the
 * bundled locale, the whole lang file otherwise. A file that fails to load does not stop the visit.
 */
export function textsFor(component: string, locale: string): Promise<void> | null {
  if (textsReady(locale) || (locale === BUNDLED_LOCALE && firstLoadPages.includes(component))) return null;
  return loadTexts(locale).catch(() => undefined);
}

/*
 * The texts a server-rendered page used. The server records the keys its render looked up
 * (`recordingTexts`) and sends their texts with the HTML (`pageTextsScript`); the browser adopts them
 * (`adoptPageTexts`) and hydrates at once, instead of first fetching and running the whole lang file
 * for a page a visitor may only read. The file follows when the browser is idle or a screen needs it.
 */
export const PAGE_TEXTS_ID = 'page-texts';
let recording: Set<string> | null = null;

/** Runs `render` (synchronous: nothing else renders meanwhile) and returns the keys it looked up. */
export function recordingTexts<T>(render: () => T): { result: T; keys: string[] } {
  const keys = new Set<string>();
  recording = keys;
  try {
    return { result: render(), keys: [...keys] };
  } finally {
    recording = null;
  }
}

/** The `<script>` that carries `keys`' texts in `locale` to the browser (JSON, safe inside HTML). */
export function pageTextsScript(keys: string[], locale: string): string {
  const table: Table = {};
  for (const key of keys) {
    const text = tables.get(locale)?.[key] || tables.get(FALLBACK_LOCALE)?.[key];
    if (text) table[key] = text;
  }
  const json = JSON.stringify({ locale, texts: table }).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${PAGE_TEXTS_ID}">${json}</script>`;
}

/** Takes the texts the server sent with the page (and drops their element); false when it sent none for `locale`. */
export function adoptPageTexts(locale: string): boolean {
  const element = globalThis.document?.getElementById(PAGE_TEXTS_ID);
  if (!element?.textContent) return false;
  try {
    const sent = JSON.parse(element.textContent) as { locale: string; texts: Table };
    if (sent.locale !== locale) return false;
    tables.set(locale, { ...sent.texts, ...tables.get(locale) });
    element.remove();
    return true;
  } catch {
    return false;
  }
}

/**
 * The text of `key` in `locale` (else in the fallback), with `:name` placeholders replaced as Laravel
 * replaces them (`:Name` capitalised, `:NAME` upper-cased). A key not found while the locale's file is
 * still to come starts loading it and reads as empty (the provider renders again when it arrives); a
 * key found nowhere reads as itself.
 */
export function translate(
  key: string,
  replacements: Record<string, string | number> = {},
  locale = documentLocale(),
): string {
  recording?.add(key);
  const text = tables.get(locale)?.[key] || tables.get(FALLBACK_LOCALE)?.[key];
  if (text) return replace(text, replacements);
  if (!textsReady(locale)) {
    missed = true;
    loadTexts(locale).catch(() => undefined);
    return '';
  }
  return replace(key, replacements);
}

/** `translate` for a count: the form Laravel's `trans_choice` picks, with `:count` replaced too. */
export function translateChoice(
  key: string,
  count: number,
  replacements: Record<string, string | number> = {},
  locale = documentLocale(),
): string {
  const message = translate(key, replacements, locale);
  const rulesLocale = availableLocales().includes(locale) ? locale : FALLBACK_LOCALE;
  return replace(choose(message, count, rulesLocale), { ...replacements, count });
}

/** Laravel's placeholder replacement (Illuminate\Translation\Translator::makeReplacements). */
export function replace(text: string, replacements: Record<string, string | number>): string {
  let out = text;
  for (const [key, raw] of Object.entries(replacements)) {
    const value = String(raw);
    out = out
      .replaceAll(`:${key}`, value)
      .replaceAll(`:${key.toUpperCase()}`, value.toUpperCase())
      .replaceAll(`:${capitalize(key)}`, capitalize(value));
  }
  return out;
}

const capitalize = (text: string) => (text ? text[0].toUpperCase() + text.slice(1) : '');

// One PluralRules per locale, made on first use: a new one at each choice (a count on every row of a
// list) loaded ICU's plural data again and again while the page came to life.
const pluralRules = new Map<string, Intl.PluralRules>();
function pluralRulesOf(locale: string): Intl.PluralRules {
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale.replace('_', '-'));
    pluralRules.set(locale, rules);
  }
  return rules;
}

/**
 * Laravel's choice of a message's form for a count (Illuminate\Translation\MessageSelector): a form
 * with a condition (`{0} nenhum|{1} um|[2,*] :count`) that the count meets, else the plural rules'
 * form of `a|b` (singular for the counts Intl.PluralRules calls "one": 0 and 1 in pt-BR, 1 in en).
 */
export function choose(message: string, count: number, locale: string): string {
  const forms = message.split('|');
  for (const form of forms) {
    const match = form.match(/^[{[]([^,{}[\]]*),?([^{}[\]]*)[}\]]([\s\S]*)/);
    if (!match) continue;
    const [, from, to, text] = match;
    const inRange = (from === '*' || count >= parseFloat(from)) && (to === '*' || count <= parseFloat(to));
    if (inRange || (from !== '' && parseFloat(from) === count)) return text.trim();
  }
  const plain = forms.map((form) => form.replace(/^[{[]([^[\]{}]*)[}\]]/, ''));
  const index = pluralRulesOf(locale).select(count) === 'one' ? 0 : 1;
  return plain.length === 1 || !plain[index] ? plain[0] : plain[index];
}
