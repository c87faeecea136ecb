import { createContext, useContext } from 'react';

/** What `useLaravelReactI18n()` gives a component: laravel-react-i18n's interface, kept as it was. */
export interface I18nContextValue {
  t: (key: string, replacements?: Record<string, string | number>) => string;
  tChoice: (key: string, count: number, replacements?: Record<string, string | number>) => string;
  loading: boolean;
  isLocale: (locale: string) => boolean;
  getLocales: () => string[];
  currentLocale: () => string;
  setLocale: (locale: string) => void;
}

/** Filled by lib/I18nProvider.tsx from the tables of lib/i18n.ts; outside it, every text is empty. */
export const I18nContext = createContext<I18nContextValue>({
  t: () => '',
  tChoice: () => '',
  loading: true,
  isLocale: () => true,
  getLocales: () => [],
  currentLocale: () => '',
  setLocale: () => {},
});

/**
 * The texts of the app's locale (`t`, `tChoice`), from lib/I18nProvider.tsx. Named and shaped after
 * laravel-react-i18n's hook, which the app used before; the library's provider could not serve a
 * server-rendered app whose lang file loads on demand (docs/architecture.md, "Texts").
 */
export function useLaravelReactI18n(): I18nContextValue {
  return useContext(I18nContext);
}
