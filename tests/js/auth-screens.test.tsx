import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getSession } from '@/lib/session';
import Login from '@/Pages/Auth/Login';
import Register from '@/Pages/Auth/Register';
import { mockHttp } from './support/http';
import { stubLocation } from './support/location';
import { renderPage } from './support/render';
import { fakeSession } from './support/session';

afterEach(() => vi.restoreAllMocks());

describe('Login', () => {
  it('stores the session and goes to the site root', async () => {
    const { assign } = stubLocation('/auth/login');
    const mock = mockHttp({
      'POST /login': { status: 200, data: { error: false, result: fakeSession({ name: 'Lia' }) } },
    });
    renderPage(Login, { url: '/auth/login' });
    await userEvent.type(await screen.findByLabelText('E-mail'), 'lia@example.com');
    await userEvent.type(screen.getByLabelText('Senha'), 'segredo123');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://localhost'));
    expect(mock.seen.find((r) => r.url === '/login')?.data).toEqual({
      email: 'lia@example.com',
      password: 'segredo123',
    });
    expect(getSession()?.user.name).toBe('Lia');
  });

  it("shows 'Acesso negado' when the credentials are refused", async () => {
    stubLocation('/auth/login');
    mockHttp({
      'POST /login': {
        status: 422,
        data: { message: 'Acesso negado', errors: { email: ['Acesso negado'] } },
      },
    });
    renderPage(Login, { url: '/auth/login' });
    await userEvent.type(await screen.findByLabelText('E-mail'), 'x@example.com');
    await userEvent.type(screen.getByLabelText('Senha'), 'errada');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    await waitFor(() =>
      expect(screen.getAllByRole('alert').some((a) => a.textContent === 'Acesso negado')).toBe(true),
    );
    // One message per event: the toast, no inline alert repeating it.
    expect(screen.getAllByText('Acesso negado')).toHaveLength(1);
    expect(getSession()).toBeNull();
  });

  it('signs in with the one-time code of a login link, and no script ever holds a token', async () => {
    const { assign } = stubLocation('/auth/login?token=code-123');
    const mock = mockHttp({
      'POST /login-link/redeem': {
        status: 200,
        data: { error: false, result: fakeSession({ name: 'Link' }) },
      },
    });
    renderPage(Login, { url: '/auth/login?token=code-123' });
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://localhost'));
    // The server redeems the code only with this browser's nonce cookie, which the browser sends itself.
    expect(mock.seen.find((r) => r.url === '/login-link/redeem')?.data).toEqual({ token: 'code-123' });
    expect(mock.seen.every((r) => r.headers.Authorization === undefined)).toBe(true);
    expect(getSession()?.user.name).toBe('Link');
    expect(getSession()).not.toHaveProperty('token');
  });

  it('a link the server refuses (another browser’s, used, expired, or a bearer token) signs nobody in', async () => {
    stubLocation('/auth/login?token=attacker-token');
    const mock = mockHttp({
      'POST /login-link/redeem': {
        status: 422,
        data: {
          message: 'Este link de acesso é inválido.',
          errors: { token: ['Este link de acesso é inválido.'] },
        },
      },
    });
    renderPage(Login, { url: '/auth/login?token=attacker-token' });
    await waitFor(() =>
      expect(
        screen
          .getAllByRole('alert')
          .some((a) => a.textContent?.startsWith('Este link de acesso é inválido, já foi usado')),
      ).toBe(true),
    );
    // The token in the URL is never tried as a bearer token nor exchanged for a session.
    expect(mock.seen.map((r) => r.url)).toEqual(['/login-link/redeem']);
    expect(getSession()).toBeNull();
  });

  it('mails a login link for the typed address and says so', async () => {
    stubLocation('/auth/login');
    const mock = mockHttp({ 'POST /login-link': { status: 200, data: { error: false, result: null } } });
    renderPage(Login, { url: '/auth/login' });
    await userEvent.type(await screen.findByLabelText('E-mail'), 'lia@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Receber um link de acesso por e-mail' }));
    await waitFor(() =>
      expect(
        screen
          .getAllByRole('alert')
          .some((a) => a.textContent?.startsWith('Se houver uma conta com este e-mail')),
      ).toBe(true),
    );
    expect(mock.seen.find((r) => r.url === '/login-link')?.data).toEqual({ email: 'lia@example.com' });
    expect(getSession()).toBeNull();
  });

  it('shows the server’s wait when too many links were asked for', async () => {
    stubLocation('/auth/login');
    mockHttp({
      'POST /login-link': {
        status: 429,
        data: { message: 'Muitos e-mails pedidos. Tente novamente em 42 minutos.' },
      },
    });
    renderPage(Login, { url: '/auth/login' });
    await userEvent.type(await screen.findByLabelText('E-mail'), 'lia@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Receber um link de acesso por e-mail' }));
    await waitFor(() =>
      expect(
        screen
          .getAllByRole('alert')
          .some((a) => a.textContent === 'Muitos e-mails pedidos. Tente novamente em 42 minutos.'),
      ).toBe(true),
    );
  });
});

describe('Register', () => {
  it("shows the server's 422 text in a dialog titled 'Erro!' and keeps the form", async () => {
    stubLocation('/auth/register');
    mockHttp({
      'POST /register': {
        status: 422,
        data: {
          message: 'Este e-mail já está cadastrado.',
          errors: { email: ['Este e-mail já está cadastrado.'] },
        },
      },
    });
    renderPage(Register, { url: '/auth/register' });
    await userEvent.type(await screen.findByLabelText('Nome'), 'Ana');
    await userEvent.type(screen.getByLabelText('E-mail'), 'ana@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Criar conta' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Erro!');
    expect(dialog).toHaveTextContent('Este e-mail já está cadastrado.');
    // The dialog is the one message; the field it is about is marked, not captioned again.
    expect(screen.getAllByText('Este e-mail já está cadastrado.')).toHaveLength(1);
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Nome')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Nome')).toHaveValue('Ana');
    expect(getSession()).toBeNull();
  });

  it('registers, stores the session and goes home', async () => {
    const { assign } = stubLocation('/auth/register');
    const mock = mockHttp({
      'POST /register': { status: 201, data: { error: false, result: fakeSession({ name: 'Ana' }) } },
    });
    renderPage(Register, { url: '/auth/register' });
    fireEvent.change(await screen.findByLabelText('Nome'), { target: { value: 'Ana' } });
    fireEvent.change(screen.getByLabelText('Sobrenome'), { target: { value: 'Lima' } });
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'ana@example.com' } });
    fireEvent.change(screen.getByLabelText('Senha'), { target: { value: 'segredo123' } });
    fireEvent.change(screen.getByLabelText('Confirme a senha'), { target: { value: 'segredo123' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Criar conta' }));
    });
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://localhost'));
    const sent = mock.seen.find((r) => r.url === '/register')?.data as
      | { user: { email: string } }
      | undefined;
    expect(sent?.user.email).toBe('ana@example.com');
    expect(getSession()?.user.name).toBe('Ana');
  });
});
