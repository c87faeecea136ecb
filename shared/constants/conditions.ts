/**
 * The codes of conditions, card languages and listing extras. Their names are UI text: the lang file's
 * `labels.condition.*`, `labels.language.*` and `labels.extra.*` (the server reads the same file).
 */

/** Card grades as LigaMagic names them. */
export const CARD_CONDITION_CODES = ['M', 'NM', 'SP', 'MP', 'HP', 'D'] as const;

/** Conditions of sealed products and accessories. */
export const OTHER_CONDITION_CODES = ['sealed', 'opened', 'new', 'used'] as const;
