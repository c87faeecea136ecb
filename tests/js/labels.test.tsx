import { screen } from '@testing-library/react';
import CartItemRow from '@/Components/Cart/CartItemRow';
import OfferTable from '@/Components/Catalogue/OfferTable';
import OrderItems from '@/Components/Orders/OrderItems';
import History from '@/Pages/Product/Partials/History';
import en from '../../lang/en.json';
import pt from '../../lang/pt_BR.json';
import { CONDITIONS, EXTRAS, LANGUAGES } from '../../server/domain/catalogue/references';
import { item } from './cart/fixtures';
import { history, offer, sergio } from './catalogue/fixtures';
import { renderWithI18n } from './support/render';

/** Every code a listing can hold: none may reach a screen as it is. */
const CODES = [
  ...CONDITIONS.map((c) => c.code).filter((code) => code.length > 2),
  ...LANGUAGES.map((l) => l.code),
  ...EXTRAS.map((x) => x.code),
];
const rawCode = new RegExp(`(^|[\\s·(,])(${CODES.join('|')})($|[\\s·),])`);

function expectNoRawCode() {
  const text = document.body.textContent ?? '';
  expect(text).not.toMatch(rawCode);
}

describe('condition, language and extra labels (lib/labels.ts)', () => {
  it('every condition, language and extra the server knows has a text in both lang files', () => {
    for (const [group, list] of [
      ['condition', CONDITIONS],
      ['language', LANGUAGES],
      ['extra', EXTRAS],
    ] as const) {
      for (const { code, name } of list) {
        const key = `labels.${group}.${code}`;
        expect((pt as Record<string, string>)[key], key).toBe(name);
        expect((en as Record<string, string>)[key], key).toBeTruthy();
      }
    }
  });

  it('the cart names a sealed product opened, in English, foil as "Aberto · Inglês · Foil"', () => {
    renderWithI18n(
      <ul>
        <CartItemRow
          item={item({ condition: 'opened', language: 'EN', extras: ['foil', 'full_art'] })}
          busy={false}
          onQuantity={() => undefined}
          onAcceptPrice={() => undefined}
          onRemove={() => undefined}
        />
      </ul>,
    );
    expect(screen.getByText('Aberto · Inglês · Foil · Arte estendida')).toBeInTheDocument();
    expectNoRawCode();
  });

  it('the order view names the condition and the language in full', () => {
    renderWithI18n(
      <OrderItems
        items={[
          {
            id: 1,
            listing_id: 1,
            product: { code: 9, name: 'Booster Selado', url: null },
            condition: 'sealed',
            language: 'JP',
            extras: [],
            quantity: 1,
            unit_price: 10,
            total: 10,
            review: null,
          },
        ]}
        canReview={false}
        onReview={async () => ({ error: false })}
        onReviewed={() => {}}
      />,
    );
    expect(screen.getByText('Lacrado · Japonês')).toBeInTheDocument();
    expectNoRawCode();
  });

  it('the last sales name the condition and the language in full', () => {
    renderWithI18n(<History history={history} />);
    expect(screen.getAllByText('Inglês').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Levemente jogada (SP)').length).toBeGreaterThan(0);
    expectNoRawCode();
  });

  it('the offers table: the condition in words beside the UF, never two bare "SP" cells', () => {
    renderWithI18n(
      <OfferTable offers={[offer(1, { ...sergio, uf: 'SP' }, 10, { condition: 'SP', language: 'IT' })]} />,
    );
    const cells = screen.getAllByRole('cell').map((c) => c.textContent?.trim());
    expect(cells.filter((text) => text === 'SP')).toHaveLength(1);
    expect(screen.getByTestId('offer-condition')).toHaveTextContent('Levemente jogada (SP)');
    expect(screen.getByText('Italiano')).toBeInTheDocument();
    expectNoRawCode();
  });
});
