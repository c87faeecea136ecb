import { REGION_NAMES, UFS, type UfCode, ufInfo } from '../shared/ufs.js';

/** One state as listed by GET /v1/states. */
export interface StateSummary {
  uf: UfCode;
  name: string;
  capital: string;
  region: string;
}

/** The 27 UFs sorted by name (pt-BR collation). */
export function listStates(): StateSummary[] {
  return UFS.map((info) => ({
    uf: info.uf,
    name: info.name,
    capital: info.capital,
    region: REGION_NAMES[info.region],
  })).sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'));
}

/** A few cities of a state (capital first), for GET /v1/cities/state/{state}; null for an unknown UF. */
export function citiesOfState(uf: string): string[] | null {
  const info = ufInfo(uf);
  return info ? [...info.cities] : null;
}
