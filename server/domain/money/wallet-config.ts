import type { DB } from '../../db/index.ts';
import { nowIso } from '../../db/index.ts';
import { toCents, toReais } from '../cart/money.ts';
import { ForbiddenError, notFound, ValidationError } from '../errors.ts';

/**
 * The settings of `system_config` the API reads and the admin changes (spec section 3,
 * "Parametrization codes"; docs/payouts-and-plans.md, "Wallet and cash-outs"). Money settings are
 * stored in centavos and cross the API in reais; the others are whole numbers.
 */
export type ParamType = 'money' | 'integer';

export interface ParamDefinition {
  code: string;
  type: ParamType;
  /** Readable by anyone (GET /v1/parametrization/{code}); the others only by an admin. */
  public: boolean;
  /** Bounds of a value set by the admin, in the API's unit (reais for money). */
  min: number;
  max: number;
  fallback: number;
}

export const PARAMS: readonly ParamDefinition[] = [
  { code: 'withdrawal_price', type: 'money', public: true, min: 0, max: 100, fallback: 367 },
  { code: 'withdrawal_min_date', type: 'integer', public: true, min: 0, max: 30, fallback: 1 },
  { code: 'withdrawal_min_amount', type: 'money', public: true, min: 0, max: 100_000, fallback: 1000 },
  { code: 'max_classified_per_store', type: 'integer', public: true, min: 1, max: 10_000, fallback: 50 },
  { code: 'max_classified_active', type: 'integer', public: true, min: 1, max: 10_000, fallback: 20 },
  { code: 'order_auto_conclude_days', type: 'integer', public: false, min: 1, max: 90, fallback: 7 },
];

/** The codes spec section 3 names as parametrization codes (and the cash-out minimum beside them). */
export const PUBLIC_CODES = PARAMS.filter((p) => p.public).map((p) => p.code);

export interface ParamValue {
  code: string;
  type: ParamType;
  /** In the API's unit: reais for money, a whole number otherwise. */
  value: number;
  description: string | null;
  min: number;
  max: number;
  updated_at: string | null;
}

export const paramDefinition = (code: string) => PARAMS.find((p) => p.code === code) ?? null;

/** The stored value read as the definition's unit (centavos for money); the fallback when unset or garbled. */
function stored(def: ParamDefinition, raw: string | undefined): number {
  const n = raw === undefined ? Number.NaN : Number(raw);
  return Number.isFinite(n) ? n : def.fallback;
}

/** The values of these known codes (unknown codes are the caller's to refuse). */
export async function readParams(db: DB, codes: readonly string[]): Promise<ParamValue[]> {
  const defs = codes.map(paramDefinition).filter((d): d is ParamDefinition => d !== null);
  if (defs.length === 0) return [];
  const rows = await db
    .selectFrom('system_config')
    .selectAll()
    .where(
      'code',
      'in',
      defs.map((d) => d.code),
    )
    .execute();
  const byCode = new Map(rows.map((r) => [r.code, r]));
  return defs.map((def) => {
    const row = byCode.get(def.code);
    const value = stored(def, row?.value);
    return {
      code: def.code,
      type: def.type,
      value: def.type === 'money' ? toReais(value) : value,
      description: row?.description ?? null,
      min: def.min,
      max: def.max,
      updated_at: row?.updated_at ?? null,
    };
  });
}

/** One code's value; 404 for a code that is not a setting, 403 for a private one unless allowed. */
export async function readParam(db: DB, code: string, { admin = false } = {}): Promise<ParamValue> {
  const def = paramDefinition(code);
  if (!def) throw notFound('Parâmetro não encontrado.');
  if (!def.public && !admin) throw new ForbiddenError('Este parâmetro é restrito à administração.');
  const [value] = await readParams(db, [code]);
  return value as ParamValue;
}

/** Sets a value (admin only, checked by the caller): validated against the code's type and bounds. */
export async function writeParam(db: DB, code: string, raw: unknown): Promise<ParamValue> {
  const def = paramDefinition(code);
  if (!def) throw new ValidationError({ code: ['Parâmetro desconhecido.'] });
  const value = typeof raw === 'string' ? Number(raw.trim().replace(',', '.')) : Number(raw);
  const fail = (message: string) => new ValidationError({ value: [message] });
  if (raw === null || raw === '' || typeof raw === 'boolean' || !Number.isFinite(value))
    throw fail('Informe um número.');
  if (def.type === 'integer' && !Number.isInteger(value)) throw fail('Informe um número inteiro.');
  if (def.type === 'money' && Math.abs(value * 100 - Math.round(value * 100)) > 1e-6)
    throw fail('Informe o valor com no máximo 2 casas decimais.');
  if (value < def.min || value > def.max) throw fail(`O valor deve estar entre ${def.min} e ${def.max}.`);
  const storedValue = String(def.type === 'money' ? toCents(value) : value);
  const now = nowIso();
  await db
    .insertInto('system_config')
    .values({ code, value: storedValue, description: null, updated_at: now })
    .onConflict((oc) => oc.column('code').doUpdateSet({ value: storedValue, updated_at: now }))
    .execute();
  return readParam(db, code, { admin: true });
}
