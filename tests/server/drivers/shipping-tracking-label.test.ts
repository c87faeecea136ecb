import { describe, expect, it } from 'vitest';
import {
  isValidTrackingCode,
  type LabelOrder,
  labelFor,
  ShippingError,
  trackingCheckDigit,
  trackingCode,
} from '../../../server/drivers/shipping/index.js';

describe('tracking code check digit (weights 8,6,4,2,3,5,9,7; mod 11)', () => {
  it('hand-worked example: 47303138 → 4', () => {
    // 4×8 + 7×6 + 3×4 + 0×2 + 3×3 + 1×5 + 3×9 + 8×7
    // = 32 + 42 + 12 + 0 + 9 + 5 + 27 + 56 = 183
    // 183 mod 11 = 7 (11 × 16 = 176)  →  digit = 11 − 7 = 4
    expect(trackingCheckDigit('47303138')).toBe(4);
    expect(trackingCode('SS', 47303138)).toBe('SS473031384BR');
  });

  it('UPU S10 reference example: 47312482 → 9', () => {
    // 32 + 42 + 12 + 2 + 6 + 20 + 72 + 14 = 200; 200 mod 11 = 2 → 11 − 2 = 9
    expect(trackingCheckDigit('47312482')).toBe(9);
  });

  it('remainder 0 gives 5, remainder 1 gives 0, otherwise 11 − remainder', () => {
    // 00000000: sum 0 → remainder 0 → 5
    expect(trackingCheckDigit('00000000')).toBe(5);
    // 10001000: 1×8 + 1×3 = 11 → remainder 0 → 5
    expect(trackingCheckDigit('10001000')).toBe(5);
    // 00000008: 8×7 = 56 → remainder 1 → 0
    expect(trackingCheckDigit('00000008')).toBe(0);
    // 02000000: 2×6 = 12 → remainder 1 → 0
    expect(trackingCheckDigit('02000000')).toBe(0);
    // 00000001: 1×7 = 7 → 11 − 7 = 4
    expect(trackingCheckDigit('00000001')).toBe(4);
    // 10000000: 1×8 = 8 → 11 − 8 = 3
    expect(trackingCheckDigit('10000000')).toBe(3);
    // 00000011: 1×9 + 1×7 = 16 → remainder 5 → 6
    expect(trackingCheckDigit('00000011')).toBe(6);
  });

  it('pads numeric serials and validates codes', () => {
    expect(trackingCode('PN', 1)).toBe('PN000000014BR');
    expect(isValidTrackingCode('SS473031384BR')).toBe(true);
    expect(isValidTrackingCode('ss473031384br')).toBe(true);
    expect(isValidTrackingCode('SS473031385BR')).toBe(false);
    expect(isValidTrackingCode('SS47303138BR')).toBe(false);
  });

  it('rejects bad prefixes and serials', () => {
    expect(() => trackingCode('S1', 1)).toThrow(ShippingError);
    expect(() => trackingCode('ss', 1)).toThrow(/2 letras maiúsculas/);
    expect(() => trackingCode('SS', 100_000_000)).toThrow(/entre 0 e 99999999/);
    expect(() => trackingCode('SS', '1234')).toThrow(/8 dígitos/);
  });
});

describe('labelFor', () => {
  const order: LabelOrder = {
    orderRef: 'PED-42',
    service: 'SEDEX',
    weightGrams: 350,
    declaredValueCents: 12_990,
    sender: {
      name: 'Loja de Cartas',
      street: 'Avenida Paulista',
      number: '1000',
      district: 'Bela Vista',
      city: 'São Paulo',
      uf: 'SP',
      cep: '01310100',
    },
    recipient: {
      name: 'Ana Souza',
      street: 'Rua dos Carijós',
      number: '100',
      complement: 'Apto 12',
      district: 'Centro',
      city: 'Belo Horizonte',
      uf: 'mg',
      cep: '30120-060',
    },
  };

  it('produces the label content with a valid tracking code', () => {
    const label = labelFor({ ...order, trackingNumber: 47303138 });
    expect(label).toEqual({
      orderRef: 'PED-42',
      trackingCode: 'SS473031384BR',
      service: 'SEDEX',
      serviceName: 'SEDEX (Correios)',
      sender: { ...order.sender, cep: '01310-100' },
      recipient: { ...order.recipient, uf: 'MG', cep: '30120-060' },
      weightGrams: 350,
      weightText: '0,350 kg',
      declaredValueCents: 12_990,
    });
  });

  it('derives a stable serial from the order when none is given, PN prefix for PAC', () => {
    const a = labelFor({ ...order, service: 'PAC' });
    const b = labelFor({ ...order, service: 'PAC' });
    expect(a.trackingCode).toBe(b.trackingCode);
    expect(a.trackingCode).toMatch(/^PN\d{9}BR$/);
    expect(isValidTrackingCode(a.trackingCode)).toBe(true);
    expect(labelFor({ ...order, orderRef: 'PED-43' }).trackingCode).not.toBe(labelFor(order).trackingCode);
  });

  it('rejects incomplete or inconsistent addresses', () => {
    expect(() => labelFor({ ...order, recipient: { ...order.recipient, cep: '123' } })).toThrow(
      /CEP do destinatário inválido/,
    );
    expect(() => labelFor({ ...order, recipient: { ...order.recipient, uf: 'SP' } })).toThrow(
      /não pertence a SP/,
    );
    expect(() => labelFor({ ...order, sender: { ...order.sender, street: '' } })).toThrow(
      /remetente incompleto/,
    );
    expect(() => labelFor({ ...order, weightGrams: 0 })).toThrow(/Peso inválido/);
  });
});
