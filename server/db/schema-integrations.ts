/** Migration 0016: the PagBank account and Bling (accounting tool) connections of a company. */
// biome-ignore lint/suspicious/noEmptyInterface: filled by migration 0016's tables
export interface IntegrationTables {}
