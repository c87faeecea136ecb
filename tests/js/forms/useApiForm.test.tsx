import { act, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FormEvent } from 'react';
import { toast } from 'react-toastify';
import PrimaryButton from '@/Components/Form/PrimaryButton';
import TextField from '@/Components/Form/TextField';
import { useApiForm } from '@/hooks/useApiForm';
import { errorDialog } from '@/lib/dialog';
import { http } from '@/lib/http';
import { mockHttp } from '../support/http';
import { renderWithI18n } from '../support/render';

vi.mock('react-toastify', async (original) => ({
  ...(await original<typeof import('react-toastify')>()),
  toast: { success: vi.fn(), warning: vi.fn(), error: vi.fn(), info: vi.fn() },
}));

afterEach(() => {
  vi.clearAllMocks();
  errorDialog.close();
});

function NewsletterForm({ onDone }: { onDone?: (r: unknown) => void }) {
  const form = useApiForm({ email: '', name: '' });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void form.submit('post', '/v1/newsletter', { success: 'Inscrito!', onSuccess: onDone });
  };
  return (
    <form onSubmit={submit} noValidate>
      <TextField label="Nome" {...form.field('name')} />
      <TextField label="E-mail" {...form.field('email')} />
      <PrimaryButton disabled={form.processing}>Enviar</PrimaryButton>
    </form>
  );
}

describe('useApiForm', () => {
  it('puts a 422 message under its field and toasts the server message', async () => {
    mockHttp({
      'POST /v1/newsletter': {
        status: 422,
        data: { message: 'E-mail inválido.', errors: { email: ['E-mail inválido.'] } },
      },
    });
    renderWithI18n(<NewsletterForm />);
    await userEvent.type(screen.getByLabelText('E-mail'), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    const email = screen.getByLabelText('E-mail');
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription('E-mail inválido.');
    expect(screen.getByLabelText('Nome')).not.toHaveAttribute('aria-invalid');
    await vi.waitFor(() => expect(toast.error).toHaveBeenCalledWith('E-mail inválido.', expect.anything()));
  });

  it('disables the submit button while the request runs, then toasts the success', async () => {
    let answer: (v: { status: number; data: unknown }) => void = () => {};
    const pending = new Promise<{ status: number; data: unknown }>((r) => (answer = r));
    const mock = mockHttp({ 'POST /v1/newsletter': { status: 200, data: { error: false } } });
    const adapter = http.defaults.adapter as (c: never) => Promise<unknown>;
    http.defaults.adapter = (async (config: never) => {
      await pending;
      return adapter(config);
    }) as never;
    const onDone = vi.fn();
    renderWithI18n(<NewsletterForm onDone={onDone} />);
    await userEvent.type(screen.getByLabelText('E-mail'), 'ana@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Enviar' })).toBeDisabled());
    await act(async () => answer({ status: 200, data: {} }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Enviar' })).toBeEnabled());
    expect(mock.seen.find((r) => r.url === '/v1/newsletter')?.data).toEqual({
      email: 'ana@example.com',
      name: '',
    });
    expect(onDone).toHaveBeenCalledWith({ error: false });
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith('Inscrito!', expect.anything()));
  });

  it('clears the previous errors on the next submit', async () => {
    let status = 422;
    mockHttp({
      'POST /v1/newsletter': () =>
        status === 422
          ? { status, data: { message: 'Falta o nome.', errors: { name: ['Falta o nome.'] } } }
          : { status, data: { error: false } },
    });
    renderWithI18n(<NewsletterForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(screen.getByLabelText('Nome')).toHaveAttribute('aria-invalid', 'true'));
    status = 200;
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(screen.getByLabelText('Nome')).not.toHaveAttribute('aria-invalid'));
    expect(screen.queryByText('Falta o nome.')).toBeNull();
  });

  it('a response flagged error is a warning with the server message, not a success', async () => {
    mockHttp({ 'POST /v1/x': { status: 200, data: { error: true, message: 'Estoque insuficiente' } } });
    const onSuccess = vi.fn();
    const { result } = renderHook(() => useApiForm({ qty: 1 }));
    let value: unknown;
    await act(async () => {
      value = await result.current.submit('post', '/v1/x', { onSuccess });
    });
    expect(value).toBeNull();
    expect(onSuccess).not.toHaveBeenCalled();
    await vi.waitFor(() =>
      expect(toast.warning).toHaveBeenCalledWith('Estoque insuficiente', expect.anything()),
    );
    expect(toast.success).not.toHaveBeenCalled();
  });

  it("by default toasts the server's message on success; `success: false` shows none", async () => {
    mockHttp({ 'PUT /v1/x': { status: 200, data: { error: false, message: 'Salvo.' } } });
    const { result } = renderHook(() => useApiForm({ a: '' }));
    await act(async () => {
      await result.current.submit('put', '/v1/x');
    });
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith('Salvo.', expect.anything()));
    vi.clearAllMocks();
    await act(async () => {
      await result.current.submit('put', '/v1/x', { success: false });
    });
    expect(toast.success).not.toHaveBeenCalled();
  });

  it("opens the 'Erro!' dialog on a 422 when asked, with the keys renamed to the fields", async () => {
    mockHttp({
      'POST /register': {
        status: 422,
        data: { message: 'E-mail já cadastrado.', errors: { 'user.email': ['E-mail já cadastrado.'] } },
      },
    });
    const { result } = renderHook(() => useApiForm({ email: '' }));
    await act(async () => {
      await result.current.submit((data) => http.post('/register', { user: data }), {
        dialogOn422: true,
        fieldName: (key) => key.replace(/^user\./, ''),
      });
    });
    expect(result.current.errors.email).toBe('E-mail já cadastrado.');
    expect(errorDialog.get()).toEqual({ title: 'Erro!', message: 'E-mail já cadastrado.' });
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('onError returning true leaves the message to the screen', async () => {
    mockHttp({ 'DELETE /v1/x/1': { status: 500, data: { message: 'Falhou' } } });
    const { result } = renderHook(() => useApiForm({}));
    const onError = vi.fn(() => true);
    await act(async () => {
      await result.current.submit('delete', '/v1/x/1', { onError });
    });
    expect(onError).toHaveBeenCalled();
    expect(result.current.processing).toBe(false);
    await new Promise((r) => setTimeout(r, 10));
    expect(toast.error).not.toHaveBeenCalled();
  });
});
