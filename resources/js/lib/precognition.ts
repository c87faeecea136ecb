/**
 * What Inertia 3 takes from `laravel-precognition`, standing in for the package (vite.config.ts and
 * vitest.config.ts alias it here, as they do qs-esm). Inertia imports it for `useForm().withPrecognition()`
 * — live validation through Laravel Precognition requests — and for that client's XSRF settings. No
 * screen here uses Precognition (forms post to /v1 and show its 422s), yet the package was 9.8 KB of
 * every first load's core chunk. Inertia still calls the two pure helpers below on every form's errors,
 * so they keep the package's own code (laravel-precognition 2.0.0, dist/validator.js); a form that asks
 * for Precognition gets a clear error instead of requests nothing here answers.
 */

type Errors = Record<string, string | string[]>;

/** The first message of each field (laravel-precognition's toSimpleValidationErrors). */
export const toSimpleValidationErrors = (errors: Errors): Record<string, string> =>
  Object.keys(errors).reduce(
    (carry, key) => {
      const value = errors[key];
      carry[key] = Array.isArray(value) ? value[0] : value;
      return carry;
    },
    {} as Record<string, string>,
  );

/** A field's name from a name or an input event (laravel-precognition's resolveName). */
export const resolveName = (name: string | { target: { name: string } }): string =>
  typeof name !== 'string' ? name.target.name : name;

export function createValidator(): never {
  throw new Error('Laravel Precognition is not part of this build (resources/js/lib/precognition.ts).');
}

interface PrecognitionClient {
  withXsrfCookieName(name: string): PrecognitionClient;
  withXsrfHeaderName(name: string): PrecognitionClient;
}

/** Inertia hands its XSRF cookie and header names on to Precognition's client: nothing to set here. */
export const client: PrecognitionClient = {
  withXsrfCookieName: () => client,
  withXsrfHeaderName: () => client,
};
