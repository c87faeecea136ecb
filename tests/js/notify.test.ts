import { AxiosError } from 'axios';
import { toast } from 'react-toastify';
import { errorDialog } from '@/lib/dialog';
import { notifyAction, notifyRequestError, serverMessage } from '@/lib/requestErrors';

vi.mock('react-toastify', () => ({
  toast: { success: vi.fn(), warning: vi.fn(), error: vi.fn(), info: vi.fn() },
}));

const axiosError = (status: number, data: unknown) =>
  new AxiosError(
    'x',
    undefined,
    undefined,
    {},
    { status, data, statusText: '', headers: {}, config: {} as never },
  );

describe('notifyAction (spec section 5)', () => {
  beforeEach(() => vi.clearAllMocks());

  it('a response flagged error shows a warning with the server message', async () => {
    expect(notifyAction({ error: true, message: 'Estoque insuficiente' })).toBe(false);
    await vi.waitFor(() => expect(toast.warning).toHaveBeenCalled());
    expect(toast.warning).toHaveBeenCalledWith('Estoque insuficiente', expect.anything());
  });

  it('the legacy erro flag counts too', async () => {
    expect(notifyAction({ erro: true, message: 'Falhou' })).toBe(false);
    await vi.waitFor(() => expect(toast.warning).toHaveBeenCalled());
    expect(toast.warning).toHaveBeenCalledWith('Falhou', expect.anything());
  });

  it('otherwise shows a success message', async () => {
    expect(notifyAction({ error: false, message: 'Salvo com sucesso' })).toBe(true);
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalled());
    expect(toast.success).toHaveBeenCalledWith(
      'Salvo com sucesso',
      expect.objectContaining({ autoClose: 5000 }),
    );
    notifyAction({ error: false, message: 'x' }, 'Criado/Alterado com sucesso.');
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledTimes(2));
    expect(toast.success).toHaveBeenLastCalledWith('Criado/Alterado com sucesso.', expect.anything());
  });
});

describe('notifyRequestError', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    errorDialog.close();
  });

  it("opens the 'Erro!' dialog with the server's text on a 422 when asked", () => {
    notifyRequestError(axiosError(422, { message: 'Este e-mail já está cadastrado.' }), {
      dialogOn422: true,
    });
    expect(errorDialog.get()).toEqual({ title: 'Erro!', message: 'Este e-mail já está cadastrado.' });
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('shows a toast with the server message otherwise', async () => {
    notifyRequestError(axiosError(500, { message: 'Falha interna' }), { dialogOn422: true });
    await vi.waitFor(() => expect(toast.error).toHaveBeenCalled());
    expect(toast.error).toHaveBeenCalledWith('Falha interna', expect.anything());
    expect(errorDialog.get()).toBeNull();
  });

  it('falls back to the generic message', () => {
    expect(serverMessage(new Error('network'))).toBe('Algo deu errado! Tente novamente mais tarde');
  });
});
