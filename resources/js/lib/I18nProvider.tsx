import { Context } from 'laravel-react-i18n/dist/context';
import { type ReactNode, useCallback, useMemo, useState, useSyncExternalStore } from 'react';
import { availableLocales, loadTexts, textsReady, textsStore, translate, translateChoice } from './i18n';

/**
 * Gives every `useLaravelReactI18n()` its `t`, `tChoice` and locale, from the tables of lib/i18n.ts.
 * laravel-react-i18n's own provider reads its files once, on its first render, so it cannot take the
 * rest of a lang file after a first paint made with part of it; this one renders again when a file
 * arrives. The context, the placeholder replacement and the plural rules are the library's
 * (lib/i18n.ts).
 */
export default function I18nProvider({ locale: initial, children }: { locale: string; children: ReactNode }) {
  const [locale, setCurrent] = useState(initial);
  const version = useSyncExternalStore(textsStore.subscribe, textsStore.version, textsStore.version);

  const setLocale = useCallback((next: string) => {
    document.documentElement.setAttribute('lang', next.replace('_', '-'));
    void loadTexts(next).finally(() => setCurrent(next));
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new value when a lang file arrives (version)
  const value = useMemo(() => {
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

  return <Context.Provider value={value}>{children}</Context.Provider>;
}
