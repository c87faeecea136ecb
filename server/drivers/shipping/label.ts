import { createHash } from 'node:crypto';
import { formatCep, normalizeCep } from '../shared/cep.js';
import { ufFromCep } from '../shared/cep-ranges.js';
import { ShippingError } from './errors.js';
import { SERVICE_NAMES, type ShippingService } from './price-table.js';
import { trackingCode } from './tracking.js';

export interface LabelAddress {
  name: string;
  street: string;
  number: string;
  complement?: string;
  district: string;
  city: string;
  uf: string;
  cep: string;
}

export interface LabelOrder {
  orderRef: string;
  service: ShippingService;
  sender: LabelAddress;
  recipient: LabelAddress;
  weightGrams: number;
  declaredValueCents?: number;
  /**
   * Serial number (0…99999999) from the range the Correios contract allocates. When absent
   * the sandbox derives a stable one from orderRef.
   */
  trackingNumber?: number;
}

export interface ShippingLabel {
  orderRef: string;
  trackingCode: string;
  service: ShippingService;
  serviceName: string;
  sender: LabelAddress;
  recipient: LabelAddress;
  weightGrams: number;
  /** e.g. "0,350 kg". */
  weightText: string;
  declaredValueCents: number;
}

/** Tracking prefixes used by the sandbox labels. */
export const TRACKING_PREFIXES: Readonly<Record<ShippingService, string>> = { PAC: 'PN', SEDEX: 'SS' };

function checkAddress(address: LabelAddress | undefined, role: 'sender' | 'recipient'): LabelAddress {
  const who = role === 'sender' ? 'remetente' : 'destinatário';
  if (!address) throw new ShippingError('invalid_label', `Informe o endereço do ${who}.`, role);
  for (const field of ['name', 'street', 'number', 'district', 'city', 'uf'] as const) {
    if (typeof address[field] !== 'string' || address[field].trim() === '') {
      throw new ShippingError(
        'invalid_label',
        `Endereço do ${who} incompleto: falta ${field}.`,
        `${role}.${field}`,
      );
    }
  }
  const digits = normalizeCep(address.cep);
  if (digits === null || ufFromCep(digits) === null) {
    throw new ShippingError('invalid_cep', `CEP do ${who} inválido.`, `${role}.cep`);
  }
  const uf = address.uf.trim().toUpperCase();
  if (ufFromCep(digits) !== uf) {
    throw new ShippingError('invalid_label', `O CEP do ${who} não pertence a ${uf}.`, `${role}.cep`);
  }
  return { ...address, uf, cep: formatCep(digits) };
}

function serialFor(orderRef: string): number {
  return createHash('sha256').update(orderRef).digest().readUInt32BE(0) % 100_000_000;
}

/** The content of a shipping label for an order, as a plain object the host can render or print. */
export function labelFor(order: LabelOrder): ShippingLabel {
  if (order.service !== 'PAC' && order.service !== 'SEDEX') {
    throw new ShippingError('invalid_label', 'Serviço de envio inválido: use PAC ou SEDEX.', 'service');
  }
  if (!Number.isSafeInteger(order.weightGrams) || order.weightGrams <= 0) {
    throw new ShippingError('invalid_weight', 'Peso inválido: informe o peso em gramas.', 'weightGrams');
  }
  const sender = checkAddress(order.sender, 'sender');
  const recipient = checkAddress(order.recipient, 'recipient');
  const serial = order.trackingNumber ?? serialFor(order.orderRef);
  return {
    orderRef: order.orderRef,
    trackingCode: trackingCode(TRACKING_PREFIXES[order.service], serial),
    service: order.service,
    serviceName: SERVICE_NAMES[order.service],
    sender,
    recipient,
    weightGrams: order.weightGrams,
    weightText: `${(order.weightGrams / 1000).toFixed(3).replace('.', ',')} kg`,
    declaredValueCents: order.declaredValueCents ?? 0,
  };
}
