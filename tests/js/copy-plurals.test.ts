import { translate, translateChoice } from '@/lib/i18n';

/** Counts in the copy agree with their noun: "1 dia útil", "3 dias úteis" (never "dia(s)" or "1 dias"). */
describe('pluralized copy', () => {
  it('says business days in the singular and the plural', () => {
    expect(translateChoice('seller_orders.days', 1)).toBe('1 dia útil');
    expect(translateChoice('seller_orders.days', 3)).toBe('3 dias úteis');
  });

  it('says the featured period and its price with "1 dia"', () => {
    expect(translateChoice('featured.price_line', 1, { total: 'R$ 15,00', max: '30' })).toBe(
      '1 dia, total R$ 15,00 (máximo de 30 dias)',
    );
    expect(translateChoice('featured.price_line', 4, { total: 'R$ 60,00', max: '30' })).toMatch(/^4 dias,/);
    expect(translateChoice('featured.period_value', 1, { from: '10/01/2031', to: '10/01/2031' })).toBe(
      '10/01/2031 a 10/01/2031 (1 dia)',
    );
    expect(translateChoice('wallet.releases.hint', 1)).toContain('1 dia depois');
    expect(translateChoice('wallet.releases.hint', 7)).toContain('7 dias depois');
  });

  it('names a store without an article that may not fit its name', () => {
    expect(translate('cart.shipping_for', { store: 'Portal do Dragão' })).toBe('Frete: Portal do Dragão');
    expect(translate('store.products_of', { name: 'Loja do Sérgio' })).toBe('Loja do Sérgio: produtos');
  });

  it('titles the e-mail confirmation as what happened', () => {
    expect(translate('validate.dialog_title')).toBe('E-mail confirmado');
  });
});
