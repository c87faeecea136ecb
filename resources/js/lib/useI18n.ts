/**
 * laravel-react-i18n's hook, imported from its own module: the package index also brings the
 * library's provider, and with it the plural rules, into the first load (lib/I18nProvider.tsx
 * replaces that provider; lib/i18n.ts loads the plural rules on demand).
 */
export { default as useLaravelReactI18n } from 'laravel-react-i18n/dist/hook';
