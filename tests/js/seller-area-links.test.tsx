import { act, screen, within } from '@testing-library/react';
import SideMenu from '@/Components/Header/SideMenu';
import StoreHeader from '@/Components/Header/StoreHeader';
import UserMenu from '@/Components/Header/UserMenu';
import { renderWithI18n } from './support/render';
import { logIn } from './support/session';

/** The way to the seller area: once in the seller header, and on a phone in the side menu. */
describe('links to the seller area', () => {
  it('says "Minhas lojas" once in the seller header', () => {
    logIn();
    renderWithI18n(<StoreHeader appName="Mercado de Cartas" />);
    expect(within(screen.getByTestId('store-header')).getAllByText('Minhas lojas')).toHaveLength(1);
  });

  it('shows "Minhas lojas" in the phone side menu (the header bar hides it below md)', async () => {
    logIn();
    renderWithI18n(<SideMenu open onClose={() => {}} />);
    // The dialog finishes opening (focus, transition) inside the test.
    await act(async () => {});
    const link = within(screen.getByRole('dialog')).getByRole('link', { name: 'Minhas lojas' });
    expect(link).toHaveAttribute('href', expect.stringMatching(/\/my-store\/list$/));
    expect(link.className).not.toMatch(/\bhidden\b/);
  });

  it('keeps the header bar link for wide screens only', () => {
    logIn();
    renderWithI18n(<UserMenu />);
    expect(screen.getByTestId('header-my-stores').className).toMatch(/\bhidden md:inline\b/);
  });
});
