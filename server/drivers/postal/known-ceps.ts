import type { CepAddress } from './types.js';

/**
 * Real CEPs, as ViaCEP answers them, at least one per UF. The sandbox returns these verbatim;
 * any other CEP gets a synthetic answer (see synthetic.ts).
 */
export const KNOWN_CEPS: readonly CepAddress[] = [
  // SP
  {
    cep: '01001-000',
    logradouro: 'Praça da Sé',
    complemento: 'lado ímpar',
    bairro: 'Sé',
    localidade: 'São Paulo',
    uf: 'SP',
  },
  {
    cep: '01045-001',
    logradouro: 'Praça da República',
    complemento: 'lado ímpar',
    bairro: 'República',
    localidade: 'São Paulo',
    uf: 'SP',
  },
  {
    cep: '01310-100',
    logradouro: 'Avenida Paulista',
    complemento: 'de 612 a 1510 - lado par',
    bairro: 'Bela Vista',
    localidade: 'São Paulo',
    uf: 'SP',
  },
  {
    cep: '13013-051',
    logradouro: 'Rua Regente Feijó',
    complemento: 'de 352/353 a 870/871',
    bairro: 'Centro',
    localidade: 'Campinas',
    uf: 'SP',
  },
  {
    cep: '11085-005',
    logradouro: 'Rua Brigadeiro Newton Braga',
    complemento: '',
    bairro: 'Saboó',
    localidade: 'Santos',
    uf: 'SP',
  },
  // RJ
  {
    cep: '20040-020',
    logradouro: 'Praça Floriano',
    complemento: 'lado ímpar',
    bairro: 'Centro',
    localidade: 'Rio de Janeiro',
    uf: 'RJ',
  },
  {
    cep: '20040-002',
    logradouro: 'Avenida Rio Branco',
    complemento: 'de 128 a 144 - lado par',
    bairro: 'Centro',
    localidade: 'Rio de Janeiro',
    uf: 'RJ',
  },
  {
    cep: '24110-400',
    logradouro: 'Rua Amerino Vanick',
    complemento: '',
    bairro: 'Barreto',
    localidade: 'Niterói',
    uf: 'RJ',
  },
  // ES
  {
    cep: '29060-480',
    logradouro: 'Rua Marquês de Olinda',
    complemento: '',
    bairro: 'Jardim da Penha',
    localidade: 'Vitória',
    uf: 'ES',
  },
  {
    cep: '29040-860',
    logradouro: 'Rua Barão de Mauá',
    complemento: '',
    bairro: 'Jucutuquara',
    localidade: 'Vitória',
    uf: 'ES',
  },
  // MG
  {
    cep: '30120-060',
    logradouro: 'Rua dos Carijós',
    complemento: 'até 349/350',
    bairro: 'Centro',
    localidade: 'Belo Horizonte',
    uf: 'MG',
  },
  {
    cep: '30140-070',
    logradouro: 'Rua dos Aimorés',
    complemento: 'até 699/700',
    bairro: 'Funcionários',
    localidade: 'Belo Horizonte',
    uf: 'MG',
  },
  // BA
  {
    cep: '40330-200',
    logradouro: 'Rua Conde de Porto Alegre',
    complemento: '',
    bairro: 'IAPI',
    localidade: 'Salvador',
    uf: 'BA',
  },
  // SE
  {
    cep: '49048-370',
    logradouro: 'Rua Vereador Etelvino Barreto',
    complemento: '',
    bairro: 'Luzia',
    localidade: 'Aracaju',
    uf: 'SE',
  },
  // PE
  {
    cep: '50030-230',
    logradouro: 'Cais do Apolo',
    complemento: '',
    bairro: 'Recife',
    localidade: 'Recife',
    uf: 'PE',
  },
  {
    cep: '50721-775',
    logradouro: 'Rua Antônio Valdevino Costa',
    complemento: 'lado par',
    bairro: 'Cordeiro',
    localidade: 'Recife',
    uf: 'PE',
  },
  // AL
  {
    cep: '57020-070',
    logradouro: 'Rua do Sol',
    complemento: '',
    bairro: 'Centro',
    localidade: 'Maceió',
    uf: 'AL',
  },
  // PB
  {
    cep: '58015-430',
    logradouro: 'Avenida Primeiro de Maio',
    complemento: 'até 469/470',
    bairro: 'Jaguaribe',
    localidade: 'João Pessoa',
    uf: 'PB',
  },
  // RN
  {
    cep: '59080-450',
    logradouro: 'Rua Raimundo de Medeiros Dantas',
    complemento: '',
    bairro: 'Neópolis',
    localidade: 'Natal',
    uf: 'RN',
  },
  // CE
  {
    cep: '60025-060',
    logradouro: 'Rua Barão do Rio Branco',
    complemento: 'até 1878/1879',
    bairro: 'Centro',
    localidade: 'Fortaleza',
    uf: 'CE',
  },
  {
    cep: '60060-440',
    logradouro: 'Avenida Almirante Barroso',
    complemento: '',
    bairro: 'Praia de Iracema',
    localidade: 'Fortaleza',
    uf: 'CE',
  },
  {
    cep: '60170-001',
    logradouro: 'Avenida Desembargador Moreira',
    complemento: 'de 901 a 2119 - lado ímpar',
    bairro: 'Aldeota',
    localidade: 'Fortaleza',
    uf: 'CE',
  },
  // PI
  {
    cep: '64000-040',
    logradouro: 'Praça da Liberdade',
    complemento: '',
    bairro: 'Centro',
    localidade: 'Teresina',
    uf: 'PI',
  },
  // MA
  {
    cep: '65066-320',
    logradouro: 'Rua General Artur Carvalho',
    complemento: '',
    bairro: 'Turu',
    localidade: 'São Luís',
    uf: 'MA',
  },
  // PA
  {
    cep: '66055-260',
    logradouro: 'Avenida Governador José Malcher',
    complemento: 'de 693/694 a 1207/1208',
    bairro: 'Nazaré',
    localidade: 'Belém',
    uf: 'PA',
  },
  // AP
  {
    cep: '68908-883',
    logradouro: 'Avenida Marechal Eduardo Gomes',
    complemento: '(Lot. Infraero I)',
    bairro: 'Infraero',
    localidade: 'Macapá',
    uf: 'AP',
  },
  // AM
  {
    cep: '69020-060',
    logradouro: 'Rua Major Gabriel',
    complemento: '',
    bairro: 'Centro',
    localidade: 'Manaus',
    uf: 'AM',
  },
  // RR
  {
    cep: '69313-348',
    logradouro: 'Rua Heráclito Cavalcante',
    complemento: '',
    bairro: 'Cambará',
    localidade: 'Boa Vista',
    uf: 'RR',
  },
  // AC
  {
    cep: '69900-004',
    logradouro: 'Rua Barbosa Lima',
    complemento: '',
    bairro: 'Base',
    localidade: 'Rio Branco',
    uf: 'AC',
  },
  // DF
  {
    cep: '70351-757',
    logradouro: 'SHIGS 708 Bloco G',
    complemento: '',
    bairro: 'Asa Sul',
    localidade: 'Brasília',
    uf: 'DF',
  },
  {
    cep: '71015-082',
    logradouro: 'Quadra QI 16 Bloco H',
    complemento: '',
    bairro: 'Guará I',
    localidade: 'Brasília',
    uf: 'DF',
  },
  // GO
  {
    cep: '74369-577',
    logradouro: 'Rua MMM 3',
    complemento: '',
    bairro: 'Setor Três Marias',
    localidade: 'Goiânia',
    uf: 'GO',
  },
  // RO
  {
    cep: '76801-799',
    logradouro: 'Avenida dos Imigrantes',
    complemento: 'até 465 - lado ímpar',
    bairro: 'São Sebastião',
    localidade: 'Porto Velho',
    uf: 'RO',
  },
  // TO
  {
    cep: '77023-576',
    logradouro: 'Quadra ARSE 102 Alameda 14 A',
    complemento: '',
    bairro: 'Plano Diretor Sul',
    localidade: 'Palmas',
    uf: 'TO',
  },
  // MT
  {
    cep: '78048-135',
    logradouro: 'Avenida República do Líbano',
    complemento: '(Lot Rodoviária Parque)',
    bairro: 'Despraiado',
    localidade: 'Cuiabá',
    uf: 'MT',
  },
  // MS
  {
    cep: '79002-290',
    logradouro: 'Rua da Imprensa',
    complemento: '',
    bairro: 'Monte Castelo',
    localidade: 'Campo Grande',
    uf: 'MS',
  },
  // PR
  {
    cep: '80520-560',
    logradouro: 'Rua Carlos Augusto Cornelsen',
    complemento: '',
    bairro: 'Bom Retiro',
    localidade: 'Curitiba',
    uf: 'PR',
  },
  {
    cep: '81280-340',
    logradouro: 'Rua Deputado Heitor Alencar Furtado',
    complemento: '',
    bairro: 'Cidade Industrial',
    localidade: 'Curitiba',
    uf: 'PR',
  },
  // SC
  {
    cep: '88020-231',
    logradouro: 'Rua 13 de Maio',
    complemento: 'lado ímpar',
    bairro: 'Centro',
    localidade: 'Florianópolis',
    uf: 'SC',
  },
  {
    cep: '89220-120',
    logradouro: 'Rua Araquã',
    complemento: '',
    bairro: 'Costa e Silva',
    localidade: 'Joinville',
    uf: 'SC',
  },
  // RS
  {
    cep: '91420-270',
    logradouro: 'Rua São Domingos',
    complemento: '',
    bairro: 'Bom Jesus',
    localidade: 'Porto Alegre',
    uf: 'RS',
  },
  {
    cep: '91540-310',
    logradouro: 'Rua Ernesto Liscano',
    complemento: '',
    bairro: 'Lomba do Pinheiro',
    localidade: 'Porto Alegre',
    uf: 'RS',
  },
];

const BY_DIGITS: ReadonlyMap<string, CepAddress> = new Map(
  KNOWN_CEPS.map((entry) => [entry.cep.replace('-', ''), entry]),
);

/** The known entry for 8 CEP digits, or undefined. */
export function knownCep(digits: string): CepAddress | undefined {
  return BY_DIGITS.get(digits);
}
