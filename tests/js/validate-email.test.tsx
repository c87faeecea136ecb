import { act, screen } from '@testing-library/react';
import { ACTIVATED_KEY } from '@/lib/session';
import ValidateEmail from '@/Pages/Auth/ValidateEmail';
import { mockHttp } from './support/http';
import { stubLocation } from './support/location';
import { renderPage } from './support/render';
import { logIn } from './support/session';

afterEach(() => vi.restoreAllMocks());

describe('ValidateEmail', () => {
  it("validates the token, marks the browser activated, counts 5 seconds in 'E-mail confirmado' and goes home", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    logIn();
    const { assign } = stubLocation('/validateEmail?token=abc');
    const mock = mockHttp({
      'POST /validate-token': { status: 200, data: { error: false, result: { email: 'a@b.c' } } },
    });
    renderPage(ValidateEmail, { url: '/validateEmail?token=abc' });
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('E-mail confirmado');
    expect(mock.seen.find((r) => r.url === '/validate-token')?.data).toEqual({ token: 'abc' });
    expect(localStorage.getItem(ACTIVATED_KEY)).toBe('1');
    expect(screen.getByTestId('countdown')).toHaveTextContent('5');
    await act(async () => {
      vi.advanceTimersByTime(3000);
    });
    expect(screen.getByTestId('countdown')).toHaveTextContent('2');
    expect(assign).not.toHaveBeenCalled();
    await act(async () => {
      vi.advanceTimersByTime(2500);
    });
    expect(assign).toHaveBeenCalledWith('http://localhost');
  });

  it("shows the server's message for an expired link and offers a new one", async () => {
    logIn({ email_verified: false });
    stubLocation('/validateEmail?token=old');
    mockHttp({
      'POST /validate-token': {
        status: 422,
        data: { message: 'Este link é inválido ou expirou. Solicite um novo.' },
      },
    });
    renderPage(ValidateEmail, { url: '/validateEmail?token=old' });
    expect(await screen.findByText('Este link é inválido ou expirou. Solicite um novo.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reenviar link' })).toBeInTheDocument();
    expect(localStorage.getItem(ACTIVATED_KEY)).toBeNull();
  });

  it('refuses the request when the link says it was not the owner', async () => {
    logIn();
    stubLocation('/validateEmail?token=abc&unable=1');
    const mock = mockHttp({
      'POST /unable': { status: 200, data: { error: false, message: 'Solicitação cancelada.' } },
    });
    renderPage(ValidateEmail, { url: '/validateEmail?token=abc&unable=1' });
    expect(await screen.findByText('Solicitação cancelada.')).toBeInTheDocument();
    expect(mock.seen.find((r) => r.url === '/unable')?.data).toEqual({ token: 'abc' });
  });
});
