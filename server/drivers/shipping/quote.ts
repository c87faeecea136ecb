import { normalizeCep } from '../shared/cep.js';
import { ufFromCep } from '../shared/cep-ranges.js';
import { type Clock, systemClock } from '../shared/clock.js';
import { type UfCode, ufInfo } from '../shared/ufs.js';
import { ShippingError } from './errors.js';
import { applyFreeShippingDay, type FreeShippingDayRule } from './free-shipping.js';
import {
  BASE_PRICES_CENTS,
  DELIVERY_DAYS,
  declaredValueSurchargeCents,
  MAX_WEIGHT_GRAMS,
  NORTE_EXTRA_DAYS,
  SERVICE_NAMES,
  SHIPPING_SERVICES,
  type ShippingService,
  weightBandIndex,
} from './price-table.js';
import { shippingTier } from './tiers.js';

export interface ShippingOffer {
  service: ShippingService;
  name: string;
  priceCents: number;
  /** Working days. */
  deliveryDays: number;
  /** Set by the free-shipping-day rule: the price before it made the option free. */
  originalPriceCents?: number;
  freeShipping?: boolean;
}

export interface QuoteInput {
  originCep: string;
  destinationCep: string;
  weightGrams: number;
  /** Value of the goods, for the declared value surcharge; 0 to declare nothing. */
  declaredValueCents: number;
  /** The store's free-shipping-day rule; the order value defaults to declaredValueCents. */
  freeShippingDay?: FreeShippingDayRule & { orderCents?: number };
}

function ufOf(cep: string, field: 'originCep' | 'destinationCep'): UfCode {
  const label = field === 'originCep' ? 'de origem' : 'de destino';
  const digits = normalizeCep(cep);
  if (digits === null) {
    throw new ShippingError(
      'invalid_cep',
      `CEP ${label} inválido: informe os 8 dígitos no formato 00000-000.`,
      field,
    );
  }
  const uf = ufFromCep(digits);
  if (uf === null) {
    throw new ShippingError(
      'cep_out_of_range',
      `CEP ${label} não pertence a nenhuma faixa dos Correios.`,
      field,
    );
  }
  return uf;
}

/** PAC and SEDEX options between two CEPs, cheapest first. See price-table.ts for the rules. */
export function quote(input: QuoteInput, options: { clock?: Clock } = {}): ShippingOffer[] {
  const origin = ufOf(input.originCep, 'originCep');
  const destination = ufOf(input.destinationCep, 'destinationCep');

  if (!Number.isSafeInteger(input.weightGrams) || input.weightGrams <= 0) {
    throw new ShippingError(
      'invalid_weight',
      'Peso inválido: informe o peso em gramas (número inteiro positivo).',
      'weightGrams',
    );
  }
  const band = weightBandIndex(input.weightGrams);
  if (band < 0) {
    throw new ShippingError(
      'weight_above_limit',
      `O pacote excede o limite de ${MAX_WEIGHT_GRAMS / 1000} kg dos Correios.`,
      'weightGrams',
    );
  }
  if (!Number.isSafeInteger(input.declaredValueCents) || input.declaredValueCents < 0) {
    throw new ShippingError(
      'invalid_declared_value',
      'Valor declarado inválido: informe um valor em centavos.',
      'declaredValueCents',
    );
  }

  const tier = shippingTier(origin, destination);
  const remote = ufInfo(destination)?.region === 'N' && tier !== 'local';
  const result: ShippingOffer[] = SHIPPING_SERVICES.map((service) => ({
    service,
    name: SERVICE_NAMES[service],
    priceCents:
      BASE_PRICES_CENTS[service][band][tier] + declaredValueSurchargeCents(service, input.declaredValueCents),
    deliveryDays: DELIVERY_DAYS[service][tier] + (remote ? NORTE_EXTRA_DAYS[service] : 0),
  }));

  const rule = input.freeShippingDay;
  if (!rule) return result;
  return applyFreeShippingDay(result, {
    days: rule.days,
    minOrderCents: rule.minOrderCents,
    orderCents: rule.orderCents ?? input.declaredValueCents,
    today: (options.clock ?? systemClock).now(),
  });
}
