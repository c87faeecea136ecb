import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readDefaultAddress } from '@/hooks/address/defaultAddress';
import { notify } from '@/lib/notify';
import AddressIndex from '@/Pages/Address/Index';
import type { Address } from '@/types/cart';
import { mockHttp } from '../../support/http';
import { renderPage } from '../../support/render';
import { logIn } from '../../support/session';
import { address } from '../fixtures';
import { ok, quietLogs } from '../support';

quietLogs();

const PAULISTA = {
  cep: '01310-100',
  logradouro: 'Avenida Paulista',
  complemento: 'de 612 a 1510 - lado par',
  bairro: 'Bela Vista',
  localidade: 'São Paulo',
  uf: 'SP',
};

const STATES = ok([
  { uf: 'MG', name: 'Minas Gerais', capital: 'Belo Horizonte', region: 'Sudeste' },
  { uf: 'RJ', name: 'Rio de Janeiro', capital: 'Rio de Janeiro', region: 'Sudeste' },
  { uf: 'SP', name: 'São Paulo', capital: 'São Paulo', region: 'Sudeste' },
]);
const LISTS = {
  'GET /v1/states': STATES,
  'GET /v1/cities/state/SP': ok(['São Paulo', 'Campinas', 'Santos']),
  'GET /v1/cities/state/RJ': ok(['Rio de Janeiro', 'Niterói']),
};

/** The screen of a logged-in buyer with the addresses the server gave (none by default). */
function open(routes: Parameters<typeof mockHttp>[0], addresses: Address[] = []) {
  logIn();
  const mock = mockHttp({ ...LISTS, ...routes });
  renderPage(AddressIndex, { url: '/address', props: { addresses } });
  return mock;
}

describe('Address screen', () => {
  it('asks a visitor to log in', () => {
    const mock = mockHttp({});
    renderPage(AddressIndex, { url: '/address', props: { addresses: null } });
    expect(screen.getByText(/Entre na sua conta para cadastrar/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Novo endereço' })).toBeNull();
    expect(mock.seen).toEqual([]);
  });

  it('shows the list the server gave with the default marked, and keeps the default in the browser session', async () => {
    const mock = open({}, [address(), address({ id: 2, label: 'Trabalho', default: false })]);
    const cards = screen.getAllByTestId('address-card');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]).getByText('Padrão')).toBeInTheDocument();
    expect(within(cards[1]).getByRole('button', { name: 'Tornar padrão' })).toBeInTheDocument();
    expect(readDefaultAddress()).toEqual({
      id: 1,
      cep: '01310-100',
      logradouro: 'Avenida Paulista',
      complemento: 'apto 12',
      unidade: '1000',
      bairro: 'Bela Vista',
      localidade: 'São Paulo',
      uf: 'SP',
      estado: 'São Paulo',
    });
    expect(mock.seen.some((r) => r.url === '/v1/address')).toBe(false);
  });

  it('shows the empty state', () => {
    open({});
    expect(screen.getByText('Você ainda não cadastrou endereços.')).toBeInTheDocument();
  });

  it('fills street, district, city and UF from the CEP, then saves the address', async () => {
    const mock = open({
      'GET /v1/address': ok([]),
      'GET /api/cep/01310100': { status: 200, data: PAULISTA },
      'POST /v1/address': ok(address({ id: 9 }), 'Salvo com sucesso'),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Novo endereço' }));
    await userEvent.type(screen.getByLabelText('CEP'), '01310100');
    await waitFor(() => expect(screen.getByLabelText('Endereço')).toHaveValue('Avenida Paulista'));
    expect(screen.getByLabelText('CEP')).toHaveValue('01310-100');
    expect(screen.getByLabelText('Bairro')).toHaveValue('Bela Vista');
    // UF and city are lists (GET /v1/states, GET /v1/cities/state/SP) the lookup fills too.
    await waitFor(() => expect(screen.getByLabelText('UF')).toHaveValue('SP'));
    expect(screen.getByLabelText('UF').tagName).toBe('SELECT');
    await waitFor(() => expect(screen.getByLabelText('Cidade')).toHaveValue('São Paulo'));
    expect(screen.getByLabelText('Cidade').tagName).toBe('SELECT');
    expect(mock.seen.some((r) => r.url === '/v1/cities/state/SP')).toBe(true);
    await userEvent.type(screen.getByLabelText('Número'), '1000');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar endereço' }));
    await waitFor(() =>
      expect(mock.seen.some((r) => r.method === 'POST' && r.url === '/v1/address')).toBe(true),
    );
    expect(mock.seen.find((r) => r.method === 'POST')?.data).toMatchObject({
      postcode: '01310-100',
      address: 'Avenida Paulista',
      number: '1000',
      complement: 'de 612 a 1510 - lado par',
      district: 'Bela Vista',
      city: 'São Paulo',
      state: 'SP',
    });
  });

  it('says when the CEP does not exist and leaves the fields to the buyer', async () => {
    open({ 'GET /api/cep/99999999': { status: 404, data: { erro: true } } });
    await userEvent.click(await screen.findByRole('button', { name: 'Novo endereço' }));
    await userEvent.type(screen.getByLabelText('CEP'), '99999-999');
    expect(await screen.findByText('CEP não encontrado. Preencha o endereço.')).toBeInTheDocument();
    expect(screen.getByLabelText('Endereço')).toHaveValue('');
  });

  it("reads 'Erro ao criar o endereço' when creating fails, with the field errors", async () => {
    open({
      'POST /v1/address': {
        status: 422,
        data: { message: 'CEP inválido', errors: { postcode: ['CEP inválido'] } },
      },
    });
    const error = vi.spyOn(notify, 'error');
    await userEvent.click(await screen.findByRole('button', { name: 'Novo endereço' }));
    await userEvent.click(screen.getByRole('button', { name: 'Salvar endereço' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Erro ao criar o endereço'));
    expect(await screen.findByText('CEP inválido')).toBeInTheDocument();
  });

  it("edits an address and makes another the default; a failure reads 'Algo deu errado'", async () => {
    const both = [address(), address({ id: 2, label: 'Trabalho', default: false })];
    const mock = open(
      {
        'GET /v1/address': ok([address({ number: '2000' }), both[1]]),
        'POST /v1/update-address/': ok(address({ number: '2000' })),
        'POST /v1/address-default': { status: 500, data: {} },
      },
      both,
    );
    const error = vi.spyOn(notify, 'error');
    const [first] = screen.getAllByTestId('address-card');
    await userEvent.click(within(first).getByRole('button', { name: 'Editar' }));
    const number = screen.getByLabelText('Número');
    await userEvent.clear(number);
    await userEvent.type(number, '2000');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar endereço' }));
    await waitFor(() =>
      expect(mock.seen.find((r) => r.url === '/v1/update-address/')?.data).toMatchObject({
        id: 1,
        number: '2000',
      }),
    );
    await waitFor(() => expect(screen.queryByTestId('address-form')).toBeNull());
    // The list is read again after the change.
    await waitFor(() => expect(screen.getAllByTestId('address-card')[0]).toHaveTextContent('2000'));
    await userEvent.click(
      within(screen.getAllByTestId('address-card')[1]).getByRole('button', { name: 'Tornar padrão' }),
    );
    await waitFor(() => expect(error).toHaveBeenCalledWith('Algo deu errado'));
    expect(mock.seen.find((r) => r.url === '/v1/address-default' && r.method === 'POST')?.data).toEqual({
      id: 2,
    });
  });

  it('chooses the UF and then a city of it from the lists, or types another city', async () => {
    const mock = open({
      'GET /v1/address': ok([]),
      'POST /v1/address': ok(address({ id: 9 }), 'Salvo com sucesso'),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Novo endereço' }));
    const uf = screen.getByLabelText('UF');
    await waitFor(() => expect(within(uf).getAllByRole('option')).toHaveLength(4));
    expect(
      within(uf)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Selecione a UF', 'Minas Gerais (MG)', 'Rio de Janeiro (RJ)', 'São Paulo (SP)']);
    expect(screen.getByLabelText('Cidade')).toBeDisabled();

    await userEvent.selectOptions(uf, 'RJ');
    const city = screen.getByLabelText('Cidade');
    await waitFor(() => expect(city).toBeEnabled());
    expect(
      within(city)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Selecione a cidade', 'Rio de Janeiro', 'Niterói', 'Outra cidade…']);
    await userEvent.selectOptions(city, 'Niterói');
    expect(city).toHaveValue('Niterói');

    // A city the list does not have: typed.
    await userEvent.selectOptions(city, 'Outra cidade…');
    const typed = screen.getByLabelText('Cidade');
    expect(typed.tagName).toBe('INPUT');
    await userEvent.type(typed, 'Paraty');
    await userEvent.type(screen.getByLabelText('CEP'), '23970000');
    for (const [label, value] of [
      ['Endereço', 'Rua do Comércio'],
      ['Número', '10'],
      ['Bairro', 'Centro Histórico'],
    ])
      await userEvent.type(screen.getByLabelText(label), value);
    await userEvent.click(screen.getByRole('button', { name: 'Salvar endereço' }));
    await waitFor(() =>
      expect(mock.seen.find((r) => r.method === 'POST')?.data).toMatchObject({ city: 'Paraty', state: 'RJ' }),
    );
  });

  it('keeps a city the CEP lookup found that is not on the list', async () => {
    open({
      'GET /api/cep/13560000': {
        status: 200,
        data: {
          cep: '13560-000',
          logradouro: '',
          complemento: '',
          bairro: '',
          localidade: 'São Carlos',
          uf: 'SP',
        },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Novo endereço' }));
    await waitFor(() => expect(within(screen.getByLabelText('UF')).getAllByRole('option')).toHaveLength(4));
    await userEvent.type(screen.getByLabelText('CEP'), '13560000');
    await waitFor(() => expect(screen.getByLabelText('Cidade')).toHaveValue('São Carlos'));
    // The UF's list arrives after the CEP's answer on a slow machine: wait for it, then the
    // CEP's city must still be chosen.
    await waitFor(() =>
      expect(
        within(screen.getByLabelText('Cidade'))
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toContain('Campinas'),
    );
    expect(screen.getByLabelText('Cidade')).toHaveValue('São Carlos');
    expect(screen.getByLabelText('UF')).toHaveValue('SP');
  });

  it('lets the buyer type UF and city when the lists cannot be loaded', async () => {
    open({ 'GET /v1/states': { status: 500, data: {} } });
    await userEvent.click(await screen.findByRole('button', { name: 'Novo endereço' }));
    await waitFor(() => expect(screen.getByLabelText('UF').tagName).toBe('INPUT'));
    expect(screen.getByLabelText('Cidade').tagName).toBe('INPUT');
    await userEvent.type(screen.getByLabelText('UF'), 'mg');
    expect(screen.getByLabelText('UF')).toHaveValue('mg');
  });
});
