import { act, screen } from '@testing-library/react';
import CartLink from '@/Components/Header/CartLink';
import { setCartCount } from '@/lib/session';
import { renderWithI18n } from './support/render';

afterEach(() => {
  act(() => setCartCount(0));
});

describe('the header cart link', () => {
  it('leads to the cart and follows the cart count live', () => {
    renderWithI18n(<CartLink />);
    const link = screen.getByTestId('cart-link');
    expect(link).toHaveAttribute('href', expect.stringMatching(/\/cart$/));
    expect(link).toHaveAccessibleName('Carrinho');
    expect(screen.queryByTestId('cart-count')).toBeNull();

    act(() => setCartCount(3));
    expect(screen.getByTestId('cart-count')).toHaveTextContent('3');
    expect(link).toHaveAccessibleName('Carrinho (3)');

    act(() => setCartCount(0));
    expect(screen.queryByTestId('cart-count')).toBeNull();
  });
});
