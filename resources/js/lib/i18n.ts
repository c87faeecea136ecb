/** The locale the page declares: `<html lang="pt-BR">` becomes `pt_BR` (spec section 9). */
export function documentLocale(): string {
  const lang = globalThis.document?.documentElement.lang || 'pt-BR';
  return lang.replace(/-/g, '_');
}

export const FALLBACK_LOCALE = 'en';

type LangFile = { default: Record<string, string> };

/** The locale the root view declares (`<html lang="pt-BR">`): its file is bundled with the app. */
export const BUNDLED_LOCALE = 'pt_BR';

/*
 * Bundled (eager): a lazy glob rendered untranslated keys on first paint with React 19 + Inertia 3
 * (ARCHITECTURE.md §9). Only the page's locale is: pt_BR has every key en has (tests/js/lang.test.ts),
 * so on a pt_BR page the fallback is never read. Any other locale, and the fallback with it, is
 * loaded by `loadLocales` before the app renders.
 */
export const langFiles: Record<string, LangFile> = import.meta.glob<LangFile>('/lang/pt_BR.json', {
  eager: true,
});
const onDemand = import.meta.glob<LangFile>(['/lang/*.json', '!/lang/pt_BR.json']);

/**
 * The files `locale` needs that are not bundled (none for pt_BR), added to `langFiles` once loaded;
 * null when there is nothing to wait for, so a pt_BR page renders without waiting.
 */
export function loadLocales(locale: string): Promise<void> | null {
  const keys = [...new Set([locale, FALLBACK_LOCALE])]
    .map((l) => `/lang/${l}.json`)
    .filter((key) => locale !== BUNDLED_LOCALE && !langFiles[key] && onDemand[key]);
  if (keys.length === 0) return null;
  return Promise.all(
    keys.map(async (key) => {
      langFiles[key] = await onDemand[key]();
    }),
  ).then(() => undefined);
}

/**
 * Translation for code outside React components (toasts raised by the http layer): the same files and
 * fallback as the provider's `t()`.
 */
export function translate(key: string, replacements: Record<string, string | number> = {}): string {
  const table = (locale: string) => langFiles[`/lang/${locale}.json`]?.default ?? {};
  const text = table(documentLocale())[key] ?? table(FALLBACK_LOCALE)[key] ?? key;
  return Object.entries(replacements).reduce((acc, [k, v]) => acc.replaceAll(`:${k}`, String(v)), text);
}
