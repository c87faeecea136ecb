import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import {
  buildPixPayload,
  normalizeMerchantCity,
  normalizeMerchantName,
  PixPayloadError,
  parsePixPayload,
  pixQrCodeDataUrl,
  pixQrCodeSvg,
} from '../../../server/drivers/pix/index.js';

/** CRC16-CCITT-FALSE (poly 0x1021, init 0xFFFF, no reflection, no final xor), written here independently. */
function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** Top-level EMV fields of a payload, read independently. */
function fields(payload: string): Map<string, string> {
  const map = new Map<string, string>();
  for (let at = 0; at < payload.length; ) {
    const id = payload.slice(at, at + 2);
    const length = Number(payload.slice(at + 2, at + 4));
    map.set(id, payload.slice(at + 4, at + 4 + length));
    at += 4 + length;
  }
  return map;
}

const base = {
  key: '123e4567-e12b-12d1-a456-426655440000',
  merchantName: 'Loja de Cartas',
  merchantCity: 'Brasília',
  amountCents: 1990,
  txid: 'PEDIDO42',
};

describe('CRC16 reference', () => {
  it('matches the CRC-16/CCITT-FALSE check value and the BCB manual example', () => {
    expect(crc16('123456789')).toBe('29B1');
    const manual =
      '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***6304';
    expect(crc16(manual)).toBe('1D3D');
  });
});

describe('buildPixPayload', () => {
  it('writes the EMV MPM fields with the PIX GUI, key, amount, merchant and txid', () => {
    const payload = buildPixPayload(base);
    const f = fields(payload);
    expect(f.get('00')).toBe('01');
    expect(f.get('26')).toBe('0014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-426655440000');
    expect(f.get('52')).toBe('0000');
    expect(f.get('53')).toBe('986');
    expect(f.get('54')).toBe('19.90');
    expect(f.get('58')).toBe('BR');
    expect(f.get('59')).toBe('LOJA DE CARTAS');
    expect(f.get('60')).toBe('BRASILIA');
    expect(f.get('62')).toBe('0508PEDIDO42');
  });

  it('ends with a CRC16 in field 63 that matches an independent computation', () => {
    for (const amountCents of [1, 99, 1990, 123456, 999999]) {
      const payload = buildPixPayload({ ...base, amountCents });
      expect(payload.slice(-8, -4)).toBe('6304');
      expect(payload.slice(-4)).toBe(crc16(payload.slice(0, -4)));
    }
  });

  it('formats the amount with two decimals', () => {
    const amount = (cents: number) => fields(buildPixPayload({ ...base, amountCents: cents })).get('54');
    expect(amount(1)).toBe('0.01');
    expect(amount(100)).toBe('1.00');
    expect(amount(1005)).toBe('10.05');
    expect(amount(123456789)).toBe('1234567.89');
  });

  it('normalizes merchant name and city to the BR Code limits, without accents', () => {
    expect(normalizeMerchantName('Empório das Cartas Mágicas do João Ltda')).toBe(
      'EMPORIO DAS CARTAS MAGICA',
    );
    expect(normalizeMerchantName('Empório das Cartas Mágicas do João Ltda')).toHaveLength(25);
    expect(normalizeMerchantCity('São José dos Campos')).toBe('SAO JOSE DOS CA');
    expect(normalizeMerchantCity('São José dos Campos')).toHaveLength(15);
    expect(normalizeMerchantCity('  Florianópolis ')).toBe('FLORIANOPOLIS');

    const f = fields(
      buildPixPayload({
        ...base,
        merchantName: 'Açaí & Cartas Colecionáveis SA',
        merchantCity: 'Ribeirão Preto',
      }),
    );
    expect(f.get('59')).toBe('ACAI & CARTAS COLECIONAVE');
    expect(f.get('60')).toBe('RIBEIRAO PRETO');
  });

  it('normalizes the key and fits the description in the 99-character template', () => {
    const payload = buildPixPayload({
      ...base,
      key: '(11) 98765-4321',
      description: 'Pedido nº 42 — cartas avulsas, booster e acessórios para o torneio de sábado',
    });
    const template = fields(payload).get('26') ?? '';
    expect(template).toContain('0114+5511987654321');
    expect(template.length).toBeLessThanOrEqual(99);
    expect(parsePixPayload(payload)).toMatchObject({ key: '+5511987654321' });
  });

  it('rejects invalid input with Portuguese messages', () => {
    expect(() => buildPixPayload({ ...base, key: 'não é chave' })).toThrow(PixPayloadError);
    expect(() => buildPixPayload({ ...base, amountCents: 0 })).toThrow(/Valor do PIX inválido/);
    expect(() => buildPixPayload({ ...base, amountCents: 10.5 })).toThrow(/centavos/);
    expect(() => buildPixPayload({ ...base, txid: 'com-hifen' })).toThrow(/txid/);
    expect(() => buildPixPayload({ ...base, txid: 'A'.repeat(26) })).toThrow(/txid/);
    expect(() => buildPixPayload({ ...base, merchantName: '   ' })).toThrow(/nome do recebedor/);
  });
});

describe('parsePixPayload', () => {
  it('round-trips what buildPixPayload writes', () => {
    const payload = buildPixPayload({ ...base, description: 'Pedido 42' });
    expect(parsePixPayload(payload)).toEqual({
      kind: 'static',
      key: base.key,
      merchantName: 'LOJA DE CARTAS',
      merchantCity: 'BRASILIA',
      amountCents: 1990,
      txid: 'PEDIDO42',
      description: 'Pedido 42',
    });
  });

  it('reads the BCB manual example (no amount)', () => {
    const manual =
      '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D';
    expect(parsePixPayload(manual)).toMatchObject({
      kind: 'static',
      amountCents: null,
      txid: '***',
      merchantName: 'Fulano de Tal',
    });
  });

  it('detects a tampered payload through the CRC', () => {
    const payload = buildPixPayload(base);
    const tampered = payload.replace('19.90', '10.90');
    expect(() => parsePixPayload(tampered)).toThrow(/CRC/);
    try {
      parsePixPayload(tampered);
    } catch (error) {
      expect((error as PixPayloadError).code).toBe('invalid_crc');
    }
  });

  it('rejects text that is not a PIX BR Code', () => {
    expect(() => parsePixPayload('hello')).toThrow(PixPayloadError);
    expect(() => parsePixPayload('')).toThrow(/BR Code/);
    const notPix = '00020126180014br.gov.bcb.xyz5204000053039865802BR5901A6001B6304';
    expect(() => parsePixPayload(notPix + crc16(notPix))).toThrow(/não é um PIX/);
  });
});

describe('QR code', () => {
  it('renders a PNG data URL and an SVG', async () => {
    const payload = buildPixPayload(base);
    expect(await pixQrCodeDataUrl(payload)).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/);
    expect(await pixQrCodeSvg(payload)).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
  });

  it('encodes the whole payload in an image a camera can read back', async () => {
    const payload = buildPixPayload(base);
    const url = await pixQrCodeDataUrl(payload);
    const image = PNG.sync.read(Buffer.from(url.slice(url.indexOf(',') + 1), 'base64'));
    expect([image.width, image.height]).toEqual([300, 300]);
    const decoded = jsQR(new Uint8ClampedArray(image.data), image.width, image.height);
    expect(decoded?.data).toBe(payload);
  });
});
