import type { PageRoute } from '@shared/routeTable';
import { screen, waitFor } from '@testing-library/react';
import AppShell from '@/Layouts/AppShell';
import { layoutFor } from '@/Layouts/layouts';
import SellerLayout from '@/Layouts/SellerLayout';
import { shellFor } from '@/Layouts/shell';
import pages from '../../routes/pages.json';
import { stubLocation } from './support/location';
import { renderPage } from './support/render';
import { logIn } from './support/session';

function Screen() {
  return <p>conteúdo da tela</p>;
}

describe('shellFor (spec section 2, Shell)', () => {
  it('gives the store area (my-store paths) the seller header and no footer', () => {
    expect(shellFor('MyStore/List')).toEqual({ header: 'store', footer: false });
  });
  it('gives the checkout (checkout paths) the checkout header and no footer', () => {
    expect(shellFor('Checkout/ThankYou')).toEqual({ header: 'checkout', footer: false });
  });
  it('shows the footer elsewhere unless the page is /hide-menu', () => {
    expect(shellFor('Home/Index')).toEqual({ header: 'default', footer: true });
    expect(shellFor('Menu/HideMenu')).toEqual({ header: 'default', footer: false });
  });

  // The spec speaks of paths, the layouts of pages: the route table must keep the two in step.
  it.each(pages as PageRoute[])('gives $uri the shell its path calls for', ({ uri, component }) => {
    const path = `/${uri.replace(/^\//, '')}`;
    const header = path.includes('my-store') ? 'store' : path.includes('checkout') ? 'checkout' : 'default';
    const footer = header === 'default' && !path.includes('/hide-menu');
    expect(shellFor(component)).toEqual({ header, footer });
  });
});

describe('layoutFor', () => {
  it('puts the seller frame inside the shell for the store area only', () => {
    expect(layoutFor('MyStore/Orders/Index').map((l) => l.component)).toEqual([AppShell, SellerLayout]);
    expect(layoutFor('Checkout/Index').map((l) => l.component)).toEqual([AppShell]);
    expect(layoutFor('Home/Index').map((l) => l.component)).toEqual([AppShell]);
  });
});

describe('AppShell', () => {
  it('renders the default header, the screen and the footer on the home page', async () => {
    renderPage(Screen, { url: '/' });
    expect(await screen.findByTestId('default-header')).toBeInTheDocument();
    expect(screen.getByText('conteúdo da tela')).toBeInTheDocument();
    expect(screen.getByTestId('footer')).toBeInTheDocument();
    expect(screen.getByRole('search')).toBeInTheDocument();
  });

  it('hides the footer on /hide-menu', async () => {
    renderPage(Screen, { url: '/hide-menu' });
    expect(await screen.findByTestId('default-header')).toBeInTheDocument();
    expect(screen.queryByTestId('footer')).toBeNull();
  });

  it('renders the seller header inside the store area for my-store paths', async () => {
    logIn();
    renderPage(Screen, { url: '/my-store/list' });
    expect(await screen.findByTestId('store-header')).toBeInTheDocument();
    expect(screen.getByTestId('store-area')).toContainElement(screen.getByText('conteúdo da tela'));
    expect(screen.queryByTestId('default-header')).toBeNull();
    expect(screen.queryByTestId('footer')).toBeNull();
  });

  it('renders the checkout header without footer on checkout paths', async () => {
    renderPage(Screen, { url: '/checkout/thankyou' });
    expect(await screen.findByTestId('checkout-header')).toBeInTheDocument();
    expect(screen.queryByTestId('footer')).toBeNull();
  });

  it('shows the user name once logged in', async () => {
    logIn({ name: 'Bruna' });
    renderPage(Screen, { url: '/' });
    expect(await screen.findByTestId('header-user-name')).toHaveTextContent('Olá, Bruna');
  });

  it('renders header and screen at once: the server applied the guard before sending the page', () => {
    const { assign } = stubLocation('/cart');
    renderPage(Screen, { url: '/cart' });
    expect(screen.getByTestId('default-header')).toBeInTheDocument();
    expect(screen.getByText('conteúdo da tela')).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
    vi.restoreAllMocks();
  });

  it("shows the server's store-access message for 10 seconds when the page carries it", async () => {
    const notify = await import('@/lib/notify');
    const error = vi.spyOn(notify.notify, 'error');
    renderPage(Screen, {
      url: '/my-store/list',
      flash: { store_forbidden: 'Você não tem acesso a esta loja.' },
    });
    await waitFor(() => expect(error).toHaveBeenCalledWith('Você não tem acesso a esta loja.', 10_000));
    vi.restoreAllMocks();
  });
});
