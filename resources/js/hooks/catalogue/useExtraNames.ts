import { useLabels } from '@/lib/labels';

/** Listing extras by code (foil → Foil), from the lang files (lib/labels.ts). */
export function useExtraNames(): (codes: readonly string[]) => string[] {
  return useLabels().extras;
}
