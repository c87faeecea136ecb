/** Migration 0017: filled by its capability. */
// biome-ignore lint/suspicious/noEmptyInterface: filled by migration 0017's tables
export interface ClassifiedTables {}
