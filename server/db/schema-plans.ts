/** Migration 0015: plans and subscription charges (docs/payouts-and-plans.md). */
// biome-ignore lint/suspicious/noEmptyInterface: filled by migration 0015's tables
export interface PlanTables {}
