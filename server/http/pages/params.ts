import type { z } from 'zod';

/** A route parameter that must be a record id: digits only, else null (the page answers 404). */
export const numeric = (value: string | undefined) =>
  value && /^\d{1,10}$/.test(value) ? Number(value) : null;

/** An optional route parameter left out of the URL. */
export const absent = (value: string | undefined) => value === undefined || value === '';

/**
 * A page's query read with the schema of the /v1 call that gives its data. A page still renders when
 * the URL holds a bad value: the offending keys are dropped and their defaults apply (a /v1 call
 * answers 422 instead).
 */
export function parseQuery<S extends z.ZodType>(schema: S, wanted: Record<string, unknown>): z.infer<S> {
  const parsed = schema.safeParse(wanted);
  if (parsed.success) return parsed.data;
  const bad = new Set(parsed.error.issues.map((issue) => String(issue.path[0])));
  const kept = Object.fromEntries(Object.entries(wanted).filter(([key]) => !bad.has(key)));
  return schema.parse(kept);
}
