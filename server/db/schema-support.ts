/** Migration 0019: filled by its capability. */
// biome-ignore lint/suspicious/noEmptyInterface: filled by migration 0019's tables
export interface SupportTables {}
