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
    renderPage(Login as never, { url: '/auth/login' });
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
    renderPage(Login as never, { url: '/auth/login' });
    await userEvent.type(await screen.findByLabelText('E-mail'), 'x@example.com');
    await userEvent.type(screen.getByLabelText('Senha'), 'errada');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    await waitFor(() =>
      expect(screen.getAllByRole('alert').some((a) => a.textContent === 'Acesso negado')).toBe(true),
    );
    expect(getSession()).toBeNull();
  });

  it('logs in with a token from the query string', async () => {
    const { assign } = stubLocation('/auth/login?token=tok-123');
    const session = fakeSession({ name: 'Token' });
    const mock = mockHttp({
      'GET /v1/users/current-user': { status: 200, data: { error: false, result: session } },
      'POST /v1/refresh': { status: 200, data: { error: false, result: { ...session, token: 'fresh' } } },
    });
    renderPage(Login as never, { url: '/auth/login?token=tok-123' });
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://localhost'));
    expect(mock.seen.find((r) => r.url === '/v1/users/current-user')?.headers.Authorization).toBe(
      'Bearer tok-123',
    );
    // The token becomes the session cookie (the refresh sets it); no script keeps a copy of it.
    expect(mock.seen.find((r) => r.url === '/v1/refresh')?.headers.Authorization).toBe('Bearer tok-123');
    expect(getSession()?.user.name).toBe('Token');
    expect(getSession()?.token).toBe('');
  });

  it("says 'Acesso negado' for a token the server refuses", async () => {
    stubLocation('/auth/login?token=bad');
    mockHttp({ 'GET /v1/users/current-user': { status: 401, data: { message: 'Não autenticado.' } } });
    renderPage(Login as never, { url: '/auth/login?token=bad' });
    await waitFor(() =>
      expect(screen.getAllByRole('alert').some((a) => a.textContent === 'Acesso negado')).toBe(true),
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
    renderPage(Register as never, { url: '/auth/register' });
    await userEvent.type(await screen.findByLabelText('Nome'), 'Ana');
    await userEvent.type(screen.getByLabelText('E-mail'), 'ana@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Criar conta' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Erro!');
    expect(dialog).toHaveTextContent('Este e-mail já está cadastrado.');
    expect(screen.getByLabelText('Nome')).toHaveValue('Ana');
    expect(getSession()).toBeNull();
  });

  it('registers, stores the session and goes home', async () => {
    const { assign } = stubLocation('/auth/register');
    const mock = mockHttp({
      'POST /register': { status: 201, data: { error: false, result: fakeSession({ name: 'Ana' }) } },
    });
    renderPage(Register as never, { url: '/auth/register' });
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
