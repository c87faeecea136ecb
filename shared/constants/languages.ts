/** Card languages in the order LigaMagic lists them; names are `labels.language.*` in the lang file. */
export const LANGUAGE_CODES = ['BR', 'EN', 'JP', 'ES', 'DE', 'FR', 'IT', 'KO', 'RU', 'TW', 'CN'] as const;
