import { router } from '@inertiajs/react';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import BlingPanel from '@/Components/Seller/Integrations/BlingPanel';
import PagbankAccountPanel from '@/Components/Seller/Integrations/PagbankAccountPanel';
import { fieldOf, splitErrors } from '@/hooks/integrations/accountFields';
import type { AccountAuthorization, BlingConfiguration } from '@/types/pages/sellerIntegrations';
import { mockHttp } from '../support/http';
import { renderWithI18n } from '../support/render';

const pagbank: AccountAuthorization = {
  company_id: 5,
  account: null,
  prefill: {
    email: 'fiscal@loja.com.br',
    person_name: 'Sérgio Lojista',
    person_tax_id: '52998224725',
    phone: '11987654321',
    company_name: 'Loja do Sérgio LTDA',
    company_tax_id: '11444777000161',
    address: {
      street: 'Avenida Paulista',
      number: '1578',
      complement: '',
      locality: 'Bela Vista',
      city: 'São Paulo',
      region_code: 'SP',
      postal_code: '01310100',
    },
  },
};

const bling: BlingConfiguration = {
  company_id: 5,
  client_id: null,
  status: 'none',
  connected_at: null,
  expires_at: null,
};

let restore: (() => void) | null = null;
afterEach(() => {
  restore?.();
  restore = null;
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('the PagBank account errors', () => {
  it('maps each parameter to its field and keeps the others apart', () => {
    expect(fieldOf('person.phones[0].number')).toBe('person.phone');
    expect(fieldOf('company.address.postal_code')).toBe('company.address.postal_code');
    expect(fieldOf('type')).toBeNull();
    const { byField, other } = splitErrors([
      { parameter_name: 'person.tax_id', description: 'CPF', errors: ['CPF inválido.'] },
      { parameter_name: 'company_id', description: 'Empresa', errors: ['Já tem conta.'] },
    ]);
    expect(byField).toEqual({ 'person.tax_id': 'CPF inválido.' });
    expect(other.map((o) => o.parameter_name)).toEqual(['company_id']);
  });

  it('shows the gateway’s error on the field and the rest in a list; sends the driver’s shape', async () => {
    const mock = mockHttp({
      'POST /pagbank/accounts/create': {
        status: 422,
        data: {
          message: 'Data de nascimento: O responsável pela conta deve ter ao menos 18 anos.',
          errors: [
            {
              parameter_name: 'person.birth_date',
              description: 'Data de nascimento',
              errors: ['O responsável pela conta deve ter ao menos 18 anos.'],
            },
            {
              parameter_name: 'type',
              description: 'Tipo da conta',
              errors: ['O tipo da conta deve ser SELLER.'],
            },
          ],
        },
      },
    });
    restore = mock.restore;
    renderWithI18n(<PagbankAccountPanel pagbank={pagbank} />);
    await userEvent.type(screen.getByLabelText('Data de nascimento'), '2015-01-01');
    await userEvent.click(screen.getByRole('button', { name: 'Criar conta PagBank' }));
    expect(
      await screen.findByText('O responsável pela conta deve ter ao menos 18 anos.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Data de nascimento')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByTestId('pagbank-other-errors')).toHaveTextContent(
      'Tipo da conta: O tipo da conta deve ser SELLER.',
    );
    const body = mock.seen.find((r) => r.url === '/pagbank/accounts/create')?.data as unknown;
    expect(body).toMatchObject({
      company_id: 5,
      person: {
        tax_id: '52998224725',
        phones: [{ country: '55', area: '11', number: '987654321', type: 'MOBILE' }],
      },
      company: { tax_id: '11444777000161', address: { postal_code: '01310100', country: 'BRA' } },
    });
  });

  it('on success shows the message and reloads after 2 s', async () => {
    const reload = vi.spyOn(router, 'reload').mockImplementation(() => undefined);
    restore = mockHttp({
      'POST /pagbank/accounts/create': {
        status: 201,
        data: { error: false, message: 'Conta PagBank criada com sucesso', result: {} },
      },
    }).restore;
    renderWithI18n(<PagbankAccountPanel pagbank={pagbank} />);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await userEvent.click(screen.getByRole('button', { name: 'Criar conta PagBank' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Conta PagBank criada com sucesso');
    expect(reload).not.toHaveBeenCalled();
    await act(async () => {
      vi.advanceTimersByTime(2100);
    });
    expect(reload).toHaveBeenCalled();
  });

  it('shows an existing account instead of the form', () => {
    renderWithI18n(
      <PagbankAccountPanel
        pagbank={{
          ...pagbank,
          account: {
            id: 'ACCO_1',
            driver: 'sandbox',
            status: 'active',
            name: 'Loja do Sérgio LTDA',
            email: 'x@y.com',
            tax_id: '11444777000161',
            tax_id_type: 'CNPJ',
            access_granted_at: null,
            created_at: '2031-01-10T12:00:00.000Z',
          },
        }}
      />,
    );
    expect(screen.getByTestId('pagbank-account')).toHaveTextContent('ACCO_1');
    expect(screen.queryByTestId('pagbank-account-form')).toBeNull();
  });
});

describe('the Bling panel', () => {
  it('saves the credentials and shows the spec’s message when saving fails', async () => {
    vi.spyOn(router, 'reload').mockImplementation(() => undefined);
    const mock = mockHttp({
      'POST /v1/bling/create-or-update': {
        status: 500,
        data: { message: 'Erro ao criar ao salvar credenciais bling' },
      },
    });
    restore = mock.restore;
    renderWithI18n(<BlingPanel bling={bling} pushes={[]} />);
    expect(screen.getByTestId('bling-status')).toHaveTextContent('Não configurado');
    expect(screen.queryByRole('button', { name: 'Conectar' })).toBeNull();
    await userEvent.type(screen.getByLabelText('Client id do aplicativo'), 'app-1');
    await userEvent.type(screen.getByLabelText('Client secret do aplicativo'), 's3cr3t');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar credenciais' }));
    await waitFor(() => expect(mock.seen.some((r) => r.url === '/v1/bling/create-or-update')).toBe(true));
    expect(mock.seen.find((r) => r.url === '/v1/bling/create-or-update')?.data).toEqual({
      company_id: 5,
      client_id: 'app-1',
      client_secret: 's3cr3t',
    });
  });

  it('shows Conectado with the expiry, the pushes, and Conectar asks for the authorize URL', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const mock = mockHttp({
      'GET /v1/bling/request_auth': {
        status: 200,
        data: { result: { url: '/_sandbox/bling/authorize?state=x' } },
      },
    });
    restore = mock.restore;
    renderWithI18n(
      <BlingPanel
        bling={{ ...bling, client_id: 'app-1', status: 'connected', expires_at: '2031-01-10T18:00:00.000Z' }}
        pushes={[
          {
            id: 1,
            store_order_id: 9,
            order_number: 'MC-9',
            status: 'sent',
            external_id: '123',
            error: null,
            created_at: '2031-01-10T12:00:00.000Z',
          },
        ]}
      />,
    );
    expect(screen.getByTestId('bling-status')).toHaveTextContent('Conectado');
    expect(screen.getByTestId('bling-status')).toHaveTextContent('expira em');
    expect(screen.getByTestId('bling-pushes')).toHaveTextContent('Pedido MC-9');
    await userEvent.click(screen.getByRole('button', { name: 'Conectar de novo' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/_sandbox/bling/authorize?state=x'));
    vi.unstubAllGlobals();
  });
});
