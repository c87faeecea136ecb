import type { AdRef } from '../../../resources/js/types/pages/classifieds.ts';
import type { DB } from '../../db/index.ts';
import { citiesOfState, listStates } from '../../drivers/postal/index.ts';
import { ufInfo } from '../../drivers/shared/brazil.ts';
import { invalidField } from '../errors.ts';

/** Photos one ad may have. */
export const MAX_AD_PHOTOS = 6;
/** The banner upload's limit (the largest the existing upload code takes). */
export const MAX_AD_PHOTO_BYTES = 3 * 1024 * 1024;
export const MAX_AD_PHOTO_LABEL = '3 MB';
/** Defaults when system_config has no value (migration 0014 seeds 50 and 20). */
export const DEFAULT_MAX_PER_STORE = 50;
export const DEFAULT_MAX_ACTIVE = 20;

export const AD_STATUS_LABELS = {
  analysis: 'Em análise',
  available: 'Disponível',
  paused: 'Pausado',
  reproved: 'Reprovado',
} as const;

export function adCategories(db: DB): Promise<AdRef[]> {
  return db.selectFrom('ad_categories').select(['id', 'code', 'name']).orderBy('position').execute();
}

export function adConditions(db: DB): Promise<AdRef[]> {
  return db.selectFrom('ad_conditions').select(['id', 'code', 'name']).orderBy('position').execute();
}

/** The 27 UFs (GET /v1/states-ads). */
export function adStates(): { uf: string; name: string }[] {
  return listStates().map((s) => ({ uf: s.uf, name: s.name }));
}

/** Cities of a UF (GET /v1/cities/state-ads/{state}); null for an unknown UF. */
export function adCities(uf: string): string[] | null {
  return citiesOfState(uf);
}

/** The UF and city of an ad, checked against the address reference data: 422 per field otherwise. */
export function checkPlace(uf: string, city: string): { uf: string; city: string } {
  const info = ufInfo(uf);
  if (!info) throw invalidField('uf', 'Estado (UF) inválido.');
  const found = info.cities.find((c) => c.localeCompare(city.trim(), 'pt-BR', { sensitivity: 'base' }) === 0);
  if (!found) throw invalidField('city', `Cidade desconhecida para ${info.uf}: escolha uma cidade da lista.`);
  return { uf: info.uf, city: found };
}

/** A category or condition by code; 422 on the field when unknown. */
export async function refByCode(
  db: DB,
  table: 'ad_categories' | 'ad_conditions',
  code: string,
  field: string,
): Promise<AdRef> {
  const row = await db
    .selectFrom(table)
    .select(['id', 'code', 'name'])
    .where('code', '=', code)
    .executeTakeFirst();
  if (!row)
    throw invalidField(field, table === 'ad_categories' ? 'Categoria inválida.' : 'Condição inválida.');
  return row;
}
