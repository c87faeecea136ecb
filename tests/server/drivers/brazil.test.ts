import { describe, expect, it } from 'vitest';
import {
  areNeighbours,
  CEP_RANGES,
  formatCep,
  InvalidCepError,
  neighboursOf,
  normalizeCep,
  parseCep,
  UF_CODES,
  UFS,
  ufFromCep,
  ufInfo,
} from '../../../server/drivers/shared/brazil.js';
import { formatBRL } from '../../../server/drivers/shared/money.js';

describe('CEP parsing', () => {
  it('accepts 8 digits with the usual punctuation', () => {
    expect(normalizeCep('01310-100')).toBe('01310100');
    expect(normalizeCep('01310100')).toBe('01310100');
    expect(normalizeCep(' 01.310-100 ')).toBe('01310100');
    expect(formatCep('01310100')).toBe('01310-100');
  });

  it('rejects anything else, with a typed Portuguese error', () => {
    for (const bad of ['', '1310-100', '013101000', 'abcde-fgh', '01310_100', '01310-10a']) {
      expect(normalizeCep(bad)).toBeNull();
      expect(() => parseCep(bad)).toThrow(InvalidCepError);
    }
    expect(() => formatCep('123')).toThrow('CEP inválido: informe os 8 dígitos no formato 00000-000.');
  });
});

describe('ufFromCep — Correios ranges at their boundaries', () => {
  it.each([
    ['00999-999', null],
    ['01000-000', 'SP'],
    ['19999-999', 'SP'],
    ['20000-000', 'RJ'],
    ['28999-999', 'RJ'],
    ['29000-000', 'ES'],
    ['29999-999', 'ES'],
    ['30000-000', 'MG'],
    ['39999-999', 'MG'],
    ['40000-000', 'BA'],
    ['48999-999', 'BA'],
    ['49000-000', 'SE'],
    ['49999-999', 'SE'],
    ['50000-000', 'PE'],
    ['56999-999', 'PE'],
    ['57000-000', 'AL'],
    ['57999-999', 'AL'],
    ['58000-000', 'PB'],
    ['58999-999', 'PB'],
    ['59000-000', 'RN'],
    ['59999-999', 'RN'],
    ['60000-000', 'CE'],
    ['63999-999', 'CE'],
    ['64000-000', 'PI'],
    ['64999-999', 'PI'],
    ['65000-000', 'MA'],
    ['65999-999', 'MA'],
    ['66000-000', 'PA'],
    ['68899-999', 'PA'],
    ['68900-000', 'AP'],
    ['68999-999', 'AP'],
    ['69000-000', 'AM'],
    ['69299-999', 'AM'],
    ['69300-000', 'RR'],
    ['69399-999', 'RR'],
    ['69400-000', 'AM'],
    ['69899-999', 'AM'],
    ['69900-000', 'AC'],
    ['69999-999', 'AC'],
    ['70000-000', 'DF'],
    ['72799-999', 'DF'],
    ['72800-000', 'GO'],
    ['72999-999', 'GO'],
    ['73000-000', 'DF'],
    ['73699-999', 'DF'],
    ['73700-000', 'GO'],
    ['76799-999', 'GO'],
    ['76800-000', 'RO'],
    ['76999-999', 'RO'],
    ['77000-000', 'TO'],
    ['77999-999', 'TO'],
    ['78000-000', 'MT'],
    ['78899-999', 'MT'],
    ['78900-000', 'RO'],
    ['78999-999', 'RO'],
    ['79000-000', 'MS'],
    ['79999-999', 'MS'],
    ['80000-000', 'PR'],
    ['87999-999', 'PR'],
    ['88000-000', 'SC'],
    ['89999-999', 'SC'],
    ['90000-000', 'RS'],
    ['99999-999', 'RS'],
  ])('%s → %s', (cep, uf) => {
    expect(ufFromCep(cep)).toBe(uf);
  });

  it('returns null for malformed input', () => {
    expect(ufFromCep('0131-100')).toBeNull();
    expect(ufFromCep('')).toBeNull();
  });

  it('the ranges do not overlap and cover 01000–99999 without gaps', () => {
    const sorted = [...CEP_RANGES].sort((a, b) => a.from - b.from);
    expect(sorted[0].from).toBe(1000);
    expect(sorted[sorted.length - 1].to).toBe(99999);
    for (let i = 1; i < sorted.length; i++) expect(sorted[i].from).toBe(sorted[i - 1].to + 1);
  });

  it('the first digit gives the postal region', () => {
    const regions: Record<string, string[]> = {
      '0': ['SP'],
      '1': ['SP'],
      '2': ['RJ', 'ES'],
      '3': ['MG'],
      '4': ['BA', 'SE'],
      '5': ['PE', 'AL', 'PB', 'RN'],
      '6': ['CE', 'PI', 'MA', 'PA', 'AM', 'AC', 'AP', 'RR'],
      '7': ['DF', 'GO', 'TO', 'MT', 'MS', 'RO'],
      '8': ['PR', 'SC'],
      '9': ['RS'],
    };
    for (const range of CEP_RANGES) {
      const first = String(range.from).padStart(5, '0')[0];
      expect(regions[first]).toContain(range.uf);
    }
  });
});

describe('UF table', () => {
  it('has the 27 UFs with name, capital, region and cities (capital first)', () => {
    expect(UFS).toHaveLength(27);
    expect(new Set(UFS.map((u) => u.uf)).size).toBe(27);
    expect([...UF_CODES].sort()).toEqual(UFS.map((u) => u.uf).sort());
    for (const info of UFS) {
      expect(info.name).not.toBe('');
      expect(info.cities[0]).toBe(info.capital);
    }
    expect(ufInfo('sp')).toMatchObject({ name: 'São Paulo', capital: 'São Paulo', region: 'SE' });
    expect(ufInfo('DF')).toMatchObject({ name: 'Distrito Federal', capital: 'Brasília', region: 'CO' });
    expect(ufInfo('TO')).toMatchObject({ capital: 'Palmas', region: 'N' });
    expect(ufInfo('XX')).toBeNull();
  });

  it('every UF appears in the CEP range table', () => {
    const covered = new Set(CEP_RANGES.map((r) => r.uf));
    for (const uf of UF_CODES) expect(covered.has(uf)).toBe(true);
  });

  it('borders are symmetric and every UF has at least one neighbour', () => {
    for (const uf of UF_CODES) {
      const neighbours = neighboursOf(uf);
      expect(neighbours.length).toBeGreaterThan(0);
      for (const other of neighbours) expect(areNeighbours(other, uf)).toBe(true);
    }
    expect(neighboursOf('SP')).toEqual(['MG', 'MS', 'PR', 'RJ']);
    expect(neighboursOf('RS')).toEqual(['SC']);
    expect(areNeighbours('SP', 'BA')).toBe(false);
  });
});

describe('formatBRL', () => {
  it('formats centavos as reais', () => {
    expect(formatBRL(0)).toBe('R$ 0,00');
    expect(formatBRL(5)).toBe('R$ 0,05');
    expect(formatBRL(123456)).toBe('R$ 1.234,56');
    expect(formatBRL(100000000)).toBe('R$ 1.000.000,00');
    expect(formatBRL(-1990)).toBe('-R$ 19,90');
  });
});
