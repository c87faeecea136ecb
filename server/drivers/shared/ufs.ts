/**
 * The 27 federative units (26 states + Distrito Federal) with their names, capitals, IBGE
 * macro-region and a few of their largest cities. Used by the CEP lookup, the shipping tiers
 * and the host's GET /v1/states and /v1/cities/state/{state} routes.
 */
import type { UfCode } from '../../../shared/constants/ufs.ts';

export { UF_CODES, type UfCode } from '../../../shared/constants/ufs.ts';

/** IBGE macro-regions: Norte, Nordeste, Centro-Oeste, Sudeste, Sul. */
export type RegionCode = 'N' | 'NE' | 'CO' | 'SE' | 'S';

export const REGION_NAMES: Readonly<Record<RegionCode, string>> = {
  N: 'Norte',
  NE: 'Nordeste',
  CO: 'Centro-Oeste',
  SE: 'Sudeste',
  S: 'Sul',
};

export interface UfInfo {
  readonly uf: UfCode;
  readonly name: string;
  readonly capital: string;
  readonly region: RegionCode;
  /** The capital first, then other large cities of the state. */
  readonly cities: readonly string[];
}

export const UFS: readonly UfInfo[] = [
  {
    uf: 'AC',
    name: 'Acre',
    capital: 'Rio Branco',
    region: 'N',
    cities: ['Rio Branco', 'Cruzeiro do Sul', 'Sena Madureira', 'Tarauacá'],
  },
  {
    uf: 'AL',
    name: 'Alagoas',
    capital: 'Maceió',
    region: 'NE',
    cities: ['Maceió', 'Arapiraca', 'Rio Largo', 'Palmeira dos Índios'],
  },
  {
    uf: 'AP',
    name: 'Amapá',
    capital: 'Macapá',
    region: 'N',
    cities: ['Macapá', 'Santana', 'Laranjal do Jari', 'Oiapoque'],
  },
  {
    uf: 'AM',
    name: 'Amazonas',
    capital: 'Manaus',
    region: 'N',
    cities: ['Manaus', 'Parintins', 'Itacoatiara', 'Manacapuru'],
  },
  {
    uf: 'BA',
    name: 'Bahia',
    capital: 'Salvador',
    region: 'NE',
    cities: ['Salvador', 'Feira de Santana', 'Vitória da Conquista', 'Camaçari', 'Ilhéus'],
  },
  {
    uf: 'CE',
    name: 'Ceará',
    capital: 'Fortaleza',
    region: 'NE',
    cities: ['Fortaleza', 'Caucaia', 'Juazeiro do Norte', 'Maracanaú', 'Sobral'],
  },
  { uf: 'DF', name: 'Distrito Federal', capital: 'Brasília', region: 'CO', cities: ['Brasília'] },
  {
    uf: 'ES',
    name: 'Espírito Santo',
    capital: 'Vitória',
    region: 'SE',
    cities: ['Vitória', 'Vila Velha', 'Serra', 'Cariacica', 'Cachoeiro de Itapemirim'],
  },
  {
    uf: 'GO',
    name: 'Goiás',
    capital: 'Goiânia',
    region: 'CO',
    cities: ['Goiânia', 'Aparecida de Goiânia', 'Anápolis', 'Rio Verde'],
  },
  {
    uf: 'MA',
    name: 'Maranhão',
    capital: 'São Luís',
    region: 'NE',
    cities: ['São Luís', 'Imperatriz', 'Caxias', 'Timon'],
  },
  {
    uf: 'MT',
    name: 'Mato Grosso',
    capital: 'Cuiabá',
    region: 'CO',
    cities: ['Cuiabá', 'Várzea Grande', 'Rondonópolis', 'Sinop'],
  },
  {
    uf: 'MS',
    name: 'Mato Grosso do Sul',
    capital: 'Campo Grande',
    region: 'CO',
    cities: ['Campo Grande', 'Dourados', 'Três Lagoas', 'Corumbá'],
  },
  {
    uf: 'MG',
    name: 'Minas Gerais',
    capital: 'Belo Horizonte',
    region: 'SE',
    cities: ['Belo Horizonte', 'Uberlândia', 'Contagem', 'Juiz de Fora', 'Montes Claros'],
  },
  {
    uf: 'PA',
    name: 'Pará',
    capital: 'Belém',
    region: 'N',
    cities: ['Belém', 'Ananindeua', 'Santarém', 'Marabá'],
  },
  {
    uf: 'PB',
    name: 'Paraíba',
    capital: 'João Pessoa',
    region: 'NE',
    cities: ['João Pessoa', 'Campina Grande', 'Santa Rita', 'Patos'],
  },
  {
    uf: 'PR',
    name: 'Paraná',
    capital: 'Curitiba',
    region: 'S',
    cities: ['Curitiba', 'Londrina', 'Maringá', 'Ponta Grossa', 'Cascavel'],
  },
  {
    uf: 'PE',
    name: 'Pernambuco',
    capital: 'Recife',
    region: 'NE',
    cities: ['Recife', 'Jaboatão dos Guararapes', 'Olinda', 'Caruaru', 'Petrolina'],
  },
  {
    uf: 'PI',
    name: 'Piauí',
    capital: 'Teresina',
    region: 'NE',
    cities: ['Teresina', 'Parnaíba', 'Picos', 'Piripiri'],
  },
  {
    uf: 'RJ',
    name: 'Rio de Janeiro',
    capital: 'Rio de Janeiro',
    region: 'SE',
    cities: ['Rio de Janeiro', 'São Gonçalo', 'Duque de Caxias', 'Niterói', 'Petrópolis'],
  },
  {
    uf: 'RN',
    name: 'Rio Grande do Norte',
    capital: 'Natal',
    region: 'NE',
    cities: ['Natal', 'Mossoró', 'Parnamirim', 'Caicó'],
  },
  {
    uf: 'RS',
    name: 'Rio Grande do Sul',
    capital: 'Porto Alegre',
    region: 'S',
    cities: ['Porto Alegre', 'Caxias do Sul', 'Canoas', 'Pelotas', 'Santa Maria'],
  },
  {
    uf: 'RO',
    name: 'Rondônia',
    capital: 'Porto Velho',
    region: 'N',
    cities: ['Porto Velho', 'Ji-Paraná', 'Ariquemes', 'Vilhena', 'Cacoal'],
  },
  {
    uf: 'RR',
    name: 'Roraima',
    capital: 'Boa Vista',
    region: 'N',
    cities: ['Boa Vista', 'Rorainópolis', 'Caracaraí'],
  },
  {
    uf: 'SC',
    name: 'Santa Catarina',
    capital: 'Florianópolis',
    region: 'S',
    cities: ['Florianópolis', 'Joinville', 'Blumenau', 'Chapecó', 'Itajaí'],
  },
  {
    uf: 'SP',
    name: 'São Paulo',
    capital: 'São Paulo',
    region: 'SE',
    cities: ['São Paulo', 'Guarulhos', 'Campinas', 'Santos', 'Ribeirão Preto', 'São José dos Campos'],
  },
  {
    uf: 'SE',
    name: 'Sergipe',
    capital: 'Aracaju',
    region: 'NE',
    cities: ['Aracaju', 'Nossa Senhora do Socorro', 'Lagarto', 'Itabaiana'],
  },
  {
    uf: 'TO',
    name: 'Tocantins',
    capital: 'Palmas',
    region: 'N',
    cities: ['Palmas', 'Araguaína', 'Gurupi', 'Porto Nacional'],
  },
];

const BY_CODE: ReadonlyMap<string, UfInfo> = new Map(UFS.map((info) => [info.uf, info]));

/** True for one of the 27 two-letter codes, written exactly (upper case). */
export function isUfCode(value: unknown): value is UfCode {
  return typeof value === 'string' && BY_CODE.has(value);
}

/** Looks a UF up by its code, case-insensitively; null when unknown. */
export function ufInfo(code: string): UfInfo | null {
  return BY_CODE.get(code.trim().toUpperCase()) ?? null;
}
