import type { Bank } from '../../../resources/js/types/pages/sellerBank.ts';

/**
 * The banks a store can cash out to, by COMPE code (3 digits, Banco Central's STR participant list), with
 * the name people know them by. A curated list rather than the whole STR table (~300 entries, most of them
 * brokers and clearing houses nobody has a current account with): the big retail banks, the digital banks
 * and payment institutions sellers actually use, and the regional state banks and credit cooperatives.
 * Codes checked against @brazilian-utils/brazilian-utils `getBankByCode` (tests/server/money/bank-digits.test.ts).
 */
export const BANKS: readonly Bank[] = [
  { code: '001', name: 'Banco do Brasil' },
  { code: '003', name: 'Banco da Amazônia' },
  { code: '004', name: 'Banco do Nordeste' },
  { code: '021', name: 'Banestes' },
  { code: '033', name: 'Santander' },
  { code: '037', name: 'Banpará' },
  { code: '041', name: 'Banrisul' },
  { code: '047', name: 'Banese' },
  { code: '070', name: 'BRB - Banco de Brasília' },
  { code: '077', name: 'Banco Inter' },
  { code: '085', name: 'Ailos' },
  { code: '104', name: 'Caixa Econômica Federal' },
  { code: '121', name: 'Agibank' },
  { code: '133', name: 'Cresol' },
  { code: '136', name: 'Unicred' },
  { code: '197', name: 'Stone' },
  { code: '208', name: 'BTG Pactual' },
  { code: '212', name: 'Banco Original' },
  { code: '218', name: 'Banco BS2' },
  { code: '237', name: 'Bradesco' },
  { code: '260', name: 'Nubank' },
  { code: '290', name: 'PagBank (PagSeguro)' },
  { code: '318', name: 'Banco BMG' },
  { code: '323', name: 'Mercado Pago' },
  { code: '332', name: 'Acesso Bank' },
  { code: '335', name: 'Banco Digio' },
  { code: '336', name: 'C6 Bank' },
  { code: '341', name: 'Itaú Unibanco' },
  { code: '348', name: 'Banco XP' },
  { code: '364', name: 'Efí (Gerencianet)' },
  { code: '380', name: 'PicPay' },
  { code: '389', name: 'Banco Mercantil do Brasil' },
  { code: '403', name: 'Cora' },
  { code: '422', name: 'Banco Safra' },
  { code: '461', name: 'Asaas' },
  { code: '536', name: 'Neon' },
  { code: '623', name: 'Banco Pan' },
  { code: '633', name: 'Banco Rendimento' },
  { code: '637', name: 'Banco Sofisa' },
  { code: '655', name: 'Banco Votorantim (BV)' },
  { code: '707', name: 'Banco Daycoval' },
  { code: '745', name: 'Citibank' },
  { code: '748', name: 'Sicredi' },
  { code: '756', name: 'Sicoob' },
];

const BY_CODE = new Map(BANKS.map((b) => [b.code, b]));

/** The bank of a COMPE code of the list, or undefined. */
export const bankByCode = (code: string): Bank | undefined => BY_CODE.get(code);
