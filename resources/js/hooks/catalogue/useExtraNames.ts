import { useEffect, useState } from 'react';
import { references } from './references';

/** Listing extras by code (foil → Foil); until the list arrives, or if it fails (only logged), codes show as they are. */
export function useExtraNames(): (codes: string[]) => string[] {
  const [names, setNames] = useState<Record<string, string>>({});
  useEffect(() => {
    let active = true;
    references.extras().then(
      (extras) => active && setNames(Object.fromEntries(extras.map((x) => [x.code, x.name]))),
      (error: unknown) => console.warn('extras', error),
    );
    return () => {
      active = false;
    };
  }, []);
  return (codes) => codes.map((code) => names[code] ?? code);
}
