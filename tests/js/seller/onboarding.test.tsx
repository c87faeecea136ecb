import { router } from '@inertiajs/react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { storeSlug } from '@/hooks/seller/onboarding/documents';
import { notify } from '@/lib/notify';
import BeSeller from '@/Pages/MyStore/BeSeller';
import CompanyInfo from '@/Pages/MyStore/CompanyInfo';
import MyStoreList from '@/Pages/MyStore/List';
import type { Company, MyStore, PendingStore } from '@/types/pages/sellerOnboarding';
import { slugify as serverSlugify } from '../../../server/domain/catalogue/text';
import { ok, quietLogs } from '../cart/support';
import { fill } from '../support/fill';
import { mockHttp } from '../support/http';
import { renderPage } from '../support/render';
import { logIn } from '../support/session';

quietLogs();

const STATES = ok([
  { uf: 'RJ', name: 'Rio de Janeiro', capital: 'Rio de Janeiro', region: 'Sudeste' },
  { uf: 'SP', name: 'São Paulo', capital: 'São Paulo', region: 'Sudeste' },
]);
const LISTS = {
  'GET /v1/states': STATES,
  'GET /v1/cities/state/SP': ok(['São Paulo', 'Campinas', 'Santos']),
};

const store = (over: Partial<MyStore> = {}): MyStore => ({
  id: 9,
  name: 'Loja da Bruna',
  slug: 'loja-da-bruna',
  uf: 'SP',
  city: 'Campinas',
  status: 'pending',
  logo_url: null,
  offers_count: 0,
  document_type: 'cpf',
  company_id: null,
  origin_postcode: null,
  blocked_reason: null,
  activated_at: null,
  created_at: '2025-03-04T10:00:00.000Z',
  ...over,
});

describe('Becoming a seller (/my-store/besaler)', () => {
  it('asks a visitor to log in instead of showing the form', () => {
    const mock = mockHttp(LISTS);
    renderPage(BeSeller, { url: '/my-store/besaler', props: { prefill: null } });
    expect(screen.getByText('Entre na sua conta para abrir uma loja.')).toBeInTheDocument();
    expect(
      within(screen.getByTestId('be-seller-login')).getByRole('link', { name: 'Entrar' }),
    ).toHaveAttribute('href', expect.stringContaining('/auth/login'));
    expect(screen.queryByTestId('open-store-form')).toBeNull();
    expect(mock.seen.filter((r) => r.url.startsWith('/v1/store'))).toEqual([]);
  });

  it('derives the slug live as the server does, refuses a wrong CPF, then opens the store and goes to the list', async () => {
    logIn();
    const visit = vi.spyOn(router, 'visit').mockImplementation(() => {});
    const success = vi.spyOn(notify, 'success');
    const mock = mockHttp({
      ...LISTS,
      'POST /v1/store/add_store': {
        status: 201,
        data: { error: false, message: 'Loja criada com sucesso!', result: store() },
      },
    });
    renderPage(BeSeller, {
      url: '/my-store/besaler',
      props: { prefill: { document: '', uf: 'SP', city: 'Campinas', stores_count: 0 } },
    });
    const user = userEvent.setup({ delay: null });
    await fill(user, screen.getByLabelText('Nome da loja'), 'Cartas do Sérgio & Cia');
    expect(screen.getByLabelText('Endereço da loja no site')).toHaveValue('cartas-do-sergio-cia');
    expect(screen.getByTestId('slug-preview')).toHaveTextContent('/cartas-do-sergio-cia');
    for (const sample of ['Cartas do Sérgio & Cia', '  Dragão  Ancião ', 'Loja 3 — MTG']) {
      expect(storeSlug(sample)).toBe(serverSlugify(sample));
    }

    await waitFor(() => expect(screen.getByLabelText('Cidade')).toHaveValue('Campinas'));
    await fill(user, screen.getByLabelText('CPF ou CNPJ'), '52998224726');
    expect(screen.getByLabelText('CPF ou CNPJ')).toHaveValue('529.982.247-26');
    await user.click(screen.getByRole('button', { name: 'Abrir loja' }));
    expect(await screen.findByText('CPF inválido: confira os dígitos.')).toBeInTheDocument();
    expect(mock.seen.some((r) => r.url === '/v1/store/add_store')).toBe(false);

    // The seller edits the slug: the name no longer drives it.
    await user.clear(screen.getByLabelText('Endereço da loja no site'));
    await fill(user, screen.getByLabelText('Endereço da loja no site'), 'Sergio Cards');
    await fill(user, screen.getByLabelText('Nome da loja'), '!');
    await user.clear(screen.getByLabelText('CPF ou CNPJ'));
    await fill(user, screen.getByLabelText('CPF ou CNPJ'), '52998224725');
    await user.click(screen.getByRole('button', { name: 'Abrir loja' }));

    await waitFor(() => expect(visit).toHaveBeenCalledWith(expect.stringMatching(/\/my-store\/list$/)));
    const sent = mock.seen.find((r) => r.url === '/v1/store/add_store');
    expect(sent?.data).toEqual({
      name: 'Cartas do Sérgio & Cia!',
      slug: 'sergio-cards',
      uf: 'SP',
      city: 'Campinas',
      document: '529.982.247-25',
    });
    expect(success).toHaveBeenCalledWith('Loja criada com sucesso!');
  });

  it("shows the server's 422 on the slug field", async () => {
    logIn();
    mockHttp({
      ...LISTS,
      'POST /v1/store/add_store': {
        status: 422,
        data: {
          message: 'Este endereço já está em uso por outra loja.',
          errors: { slug: ['Este endereço já está em uso por outra loja.'] },
        },
      },
    });
    renderPage(BeSeller, {
      url: '/my-store/besaler',
      props: { prefill: { document: '52998224725', uf: 'SP', city: 'Campinas', stores_count: 1 } },
    });
    const user = userEvent.setup({ delay: null });
    expect(screen.getByLabelText('CPF ou CNPJ')).toHaveValue('529.982.247-25');
    await fill(user, screen.getByLabelText('Nome da loja'), 'Loja do Sergio');
    await waitFor(() => expect(screen.getByLabelText('Cidade')).toHaveValue('Campinas'));
    await user.click(screen.getByRole('button', { name: 'Abrir loja' }));
    const slug = screen.getByLabelText('Endereço da loja no site');
    await waitFor(() => expect(slug).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getAllByText('Este endereço já está em uso por outra loja.').length).toBeGreaterThan(0);
  });
});

describe('The seller store list (/my-store/list)', () => {
  it("lists the seller's stores with their status and entries, and no admin section", () => {
    logIn();
    mockHttp({});
    renderPage(MyStoreList, {
      url: '/my-store/list',
      props: {
        stores: [
          store(),
          store({
            id: 1,
            name: 'Loja do Sérgio',
            slug: 'loja-do-sergio',
            status: 'active',
            offers_count: 42,
          }),
        ],
        pending: null,
      },
    });
    const cards = screen.getAllByTestId('my-store-card');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]).getByTestId('store-status')).toHaveTextContent('Aguardando ativação');
    expect(within(cards[0]).getByText('04/03/2025')).toBeInTheDocument();
    expect(within(cards[1]).getByTestId('store-status')).toHaveTextContent('Ativa');
    expect(within(cards[1]).getByText('42')).toBeInTheDocument();
    expect(within(cards[1]).getByRole('link', { name: 'Painel' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/my-store\/dashboard\/1$/),
    );
    expect(within(cards[1]).getByRole('link', { name: 'Configurações' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/my-store\/config-store\/1$/),
    );
    expect(screen.getByRole('link', { name: 'Abrir nova loja' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/my-store\/besaler$/),
    );
    expect(screen.queryByTestId('pending-stores')).toBeNull();
  });

  it('lets an admin activate a pending store, with the spec texts on failure', async () => {
    logIn();
    const reload = vi.spyOn(router, 'reload').mockImplementation(() => {});
    const success = vi.spyOn(notify, 'success');
    const error = vi.spyOn(notify, 'error');
    let answer: { status: number; data: unknown } = {
      status: 200,
      data: { error: false, message: 'Loja ativada com sucesso!', result: store({ status: 'active' }) },
    };
    const mock = mockHttp({ 'POST /v1/store/force-activate': () => answer });
    const pending: PendingStore = {
      ...store(),
      owner_name: 'Bruna Compradora',
      owner_email: 'bruna@example.com',
    };
    renderPage(MyStoreList, { url: '/my-store/list', props: { stores: [], pending: [pending] } });
    expect(screen.getByTestId('my-stores-empty')).toBeInTheDocument();
    const section = screen.getByTestId('pending-stores');
    expect(within(section).getByText('Lojas aguardando ativação')).toBeInTheDocument();
    const user = userEvent.setup({ delay: null });
    const button = within(section).getByRole('button', { name: 'Ativar a loja Loja da Bruna' });

    await user.click(button);
    await waitFor(() => expect(success).toHaveBeenCalledWith('Loja ativada com sucesso!'));
    expect(mock.seen.find((r) => r.url === '/v1/store/force-activate')?.data).toEqual({ store_id: 9 });
    expect(reload).toHaveBeenCalledWith({ only: ['stores', 'pending'] });

    answer = {
      status: 422,
      data: { message: 'Esta loja já está ativa.', errors: { store_id: ['Esta loja já está ativa.'] } },
    };
    await user.click(button);
    await waitFor(() => expect(error).toHaveBeenCalledWith('Erro ao ativar loja: Esta loja já está ativa.'));

    answer = { status: 500, data: { message: 'boom' } };
    await user.click(button);
    await waitFor(() => expect(error).toHaveBeenCalledWith('Erro interno'));
  });
});

describe('The company (/my-store/company-info)', () => {
  const fillCompany = async (user: ReturnType<typeof userEvent.setup>, cnpj: string) => {
    await fill(user, screen.getByLabelText('CNPJ'), cnpj);
    await fill(user, screen.getByLabelText('Razão social'), 'Cartas da Bruna LTDA');
    await fill(user, screen.getByLabelText('E-mail da empresa'), 'contato@bruna.com.br');
    await fill(user, screen.getByLabelText('Telefone'), '11987654321');
    await fill(user, screen.getByLabelText('CEP'), '01310100');
    await waitFor(() => expect(screen.getByLabelText('Endereço')).toHaveValue('Avenida Paulista'));
    await fill(user, screen.getByLabelText('Número'), '1000');
  };

  it('checks the CNPJ digits, fills the address from the CEP, creates the company and shows server field errors', async () => {
    logIn();
    const success = vi.spyOn(notify, 'success');
    vi.spyOn(router, 'reload').mockImplementation(() => {});
    let answer: { status: number; data: unknown } = {
      status: 422,
      data: {
        message: 'O CEP informado pertence a SP, não a RJ.',
        errors: { 'address.postcode': ['O CEP informado pertence a SP, não a RJ.'] },
      },
    };
    const mock = mockHttp({
      ...LISTS,
      'GET /api/cep/01310100': {
        status: 200,
        data: {
          cep: '01310-100',
          logradouro: 'Avenida Paulista',
          complemento: '',
          bairro: 'Bela Vista',
          localidade: 'São Paulo',
          uf: 'SP',
        },
      },
      'POST /v1/company/add_companies': () => answer,
    });
    renderPage(CompanyInfo, {
      url: '/my-store/company-info',
      props: { company: null, book: [], stores: [], integrations: null },
    });
    const user = userEvent.setup({ delay: null });
    await fillCompany(user, '11222333000182');
    expect(screen.getByLabelText('CNPJ')).toHaveValue('11.222.333/0001-82');
    await user.click(screen.getByRole('button', { name: 'Cadastrar empresa' }));
    expect(await screen.findByText('CNPJ inválido: confira os dígitos.')).toBeInTheDocument();
    expect(mock.seen.some((r) => r.url === '/v1/company/add_companies')).toBe(false);

    await user.clear(screen.getByLabelText('CNPJ'));
    await fill(user, screen.getByLabelText('CNPJ'), '11222333000181');
    await user.click(screen.getByRole('button', { name: 'Cadastrar empresa' }));
    await waitFor(() => expect(screen.getByLabelText('CEP')).toHaveAttribute('aria-invalid', 'true'));

    const company: Company = {
      id: 3,
      cnpj: '11222333000181',
      legal_name: 'Cartas da Bruna LTDA',
      trade_name: null,
      state_registration: null,
      email: 'contato@bruna.com.br',
      phone: '11987654321',
      address: null,
      created_at: '2025-01-01T00:00:00Z',
      updated_at: '2025-01-01T00:00:00Z',
    };
    answer = { status: 201, data: { error: false, message: 'Cadastrada com sucesso', result: company } };
    await user.click(screen.getByRole('button', { name: 'Cadastrar empresa' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Cadastrada com sucesso'));
    const sent = mock.seen.filter((r) => r.url === '/v1/company/add_companies').at(-1);
    expect(sent?.data).toMatchObject({
      cnpj: '11.222.333/0001-81',
      legal_name: 'Cartas da Bruna LTDA',
      trade_name: null,
      email: 'contato@bruna.com.br',
      phone: '(11) 98765-4321',
      address: {
        postcode: '01310-100',
        address: 'Avenida Paulista',
        number: '1000',
        city: 'São Paulo',
        state: 'SP',
      },
    });
  });
});
