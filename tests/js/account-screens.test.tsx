import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getSession } from '@/lib/session';
import NotFound from '@/Pages/Errors/NotFound';
import HideMenu from '@/Pages/Menu/HideMenu';
import MyAccount from '@/Pages/MyAccount/Index';
import { mockHttp } from './support/http';
import { renderPage } from './support/render';
import { fakeSession, logIn } from './support/session';

/** MyAccount's props as the server gives them: the viewer's profile and no orders. */
const accountProps = (overrides: Parameters<typeof fakeSession>[0] = {}) => ({
  profile: fakeSession(overrides).user,
  orders: { data: [], paginate: { current_page: 1, last_page: 1, per_page: 10, total: 0 } },
});

describe('MyAccount', () => {
  it('fills the profile form from the profile the server gave', () => {
    logIn();
    mockHttp({});
    renderPage(MyAccount, {
      url: '/my-account',
      props: accountProps({ name: 'Carla', phone: '(11) 98888-7777', document: '123.456.789-09' }),
    });
    expect(screen.getByLabelText('Nome')).toHaveValue('Carla');
    expect(screen.getByLabelText('E-mail')).toHaveValue('bruna@example.com');
    expect(screen.getByLabelText('CPF')).toHaveValue('123.456.789-09');
  });

  it('updates the profile through update-client and keeps the session (its token stays in the cookie)', async () => {
    logIn({ name: 'Bruna' });
    const updated = fakeSession({ name: 'Bruna Maria' });
    const mock = mockHttp({
      'POST /v1/update-client': {
        status: 200,
        data: { error: false, message: 'Atualizado com sucesso!', result: updated },
      },
    });
    renderPage(MyAccount, { url: '/my-account', props: accountProps({ name: 'Bruna' }) });
    const name = screen.getByLabelText('Nome');
    await userEvent.clear(name);
    await userEvent.type(name, 'Bruna Maria');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(getSession()?.user.name).toBe('Bruna Maria'));
    expect(getSession()).not.toHaveProperty('token');
    expect(getSession()?.user.id).toBe(7);
    expect(mock.seen.find((r) => r.url === '/v1/update-client')?.data).toMatchObject({ name: 'Bruna Maria' });
    expect(await screen.findByTestId('header-user-name')).toHaveTextContent('Olá, Bruna Maria');
  });

  it("shows a 422 in the 'Erro!' dialog and keeps what the user typed", async () => {
    logIn();
    mockHttp({
      'POST /v1/update-client': {
        status: 422,
        data: { message: 'Informe um CPF válido.', errors: { document: ['Informe um CPF válido.'] } },
      },
    });
    renderPage(MyAccount, { url: '/my-account', props: accountProps() });
    await userEvent.type(screen.getByLabelText('CPF'), '111');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('Erro!');
    expect(screen.getByLabelText('CPF')).toHaveValue('111');
    expect(getSession()?.user.document).toBeNull();
  });
});

describe('NotFound and HideMenu', () => {
  it('the not-found screen says so and links home', async () => {
    renderPage(NotFound, { url: '/nao/existe/mesmo/aqui' });
    expect(await screen.findByRole('heading', { name: 'Página não encontrada' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar para o início' })).toHaveAttribute(
      'href',
      'http://localhost/',
    );
  });

  it('/hide-menu lists the sections and the login links without a footer', async () => {
    renderPage(HideMenu, { url: '/hide-menu' });
    expect(await screen.findByRole('navigation', { name: 'Menu' })).toHaveTextContent('Coleções');
    expect(screen.getAllByRole('link', { name: 'Entrar' }).length).toBeGreaterThan(0);
    expect(screen.queryByTestId('footer')).toBeNull();
  });
});
