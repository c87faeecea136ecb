import { type ReactNode, useCallback, useMemo, useState, useSyncExternalStore } from 'react';
import { availableLocales, loadTexts, textsReady, textsStore, translate, translateChoice } from './i18n';
import { I18nContext, type I18nContextValue } from './useI18n';

/**
 * Gives every `useLaravelReactI18n()` its `t`, `tChoice` and locale, from the tables of lib/i18n.ts,
 * and renders again when a lang file arrives (docs/architecture.md, "Texts", says why this is ours
 * rather than laravel-react-i18n's provider).
 */
export default function I18nProvider({ locale: initial, children }: { locale: string; children: ReactNode }) {
  const [locale, setCurrent] = useState(initial);
  const version = useSyncExternalStore(textsStore.subscribe, textsStore.version, textsStore.version);

  const setLocale = useCallback((next: string) => {
    document.documentElement.setAttribute('lang', next.replace('_', '-'));
    void loadTexts(next).finally(() => setCurrent(next));
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new value when a lang file arrives (version)
  const value = useMemo((): I18nContextValue => {
    const locales = availableLocales();
    const isLocale = (name: string) => locales.includes(name);
    return {
      t: (key: string, replacements: Record<string, string | number> = {}) =>
        translate(key, replacements, locale),
      tChoice: (key: string, count: number, replacements: Record<string, string | number> = {}) =>
        translateChoice(key, count, replacements, locale),
      loading: !textsReady(locale),
      isLocale,
      getLocales: () => locales,
      currentLocale: () => locale,
      setLocale,
    };
  }, [locale, setLocale, version]);

  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}
