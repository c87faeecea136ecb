import { router } from '@inertiajs/react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ProductQuestions from '@/Components/Support/ProductQuestions';
import { withTicketMessage } from '@/hooks/support/useTicketThread';
import MyStoreFaqBra from '@/Pages/MyStore/Faq/Bra';
import MyStoreFaqQuestions from '@/Pages/MyStore/Faq/Questions';
import MyStoreTicketsCreate from '@/Pages/MyStore/Tickets/Create';
import MyStoreTicketsShow from '@/Pages/MyStore/Tickets/Show';
import QuestionsIndex from '@/Pages/Questions/Index';
import type { BraFaq, ProductQuestion, TicketDetail } from '@/types/pages/support';
import { mockHttp } from '../support/http';
import { renderPage, renderWithI18n } from '../support/render';
import { logIn } from '../support/session';

const store = {
  id: 1,
  name: 'Loja do Sérgio',
  slug: 'loja-do-sergio',
  status: 'active' as const,
  logo_url: null,
  uf: 'SP',
  city: 'São Paulo',
};

const EVIL = '<img src=x onerror="window.__hacked=1">';

const ticket: TicketDetail = {
  id: 12,
  store: { id: 1, name: 'Loja do Sérgio' },
  opened_by: { id: 3, name: 'Sérgio' },
  subject: 'Saque não caiu',
  category: 'payment',
  status: 'open',
  created_at: '2031-01-10T12:00:00.000Z',
  updated_at: '2031-01-10T12:00:00.000Z',
  closed_at: null,
  messages_count: 1,
  messages: [
    {
      id: 100,
      author: { id: 3, name: 'Sérgio' },
      is_staff: false,
      body: EVIL,
      attachment: { name: 'extrato.png', type: 'image/png', url: '/v1/tickets/12/attachments/100' },
      created_at: '2031-01-10T12:00:00.000Z',
    },
  ],
};

const staffMessage = {
  id: 101,
  author: { id: 9, name: 'Ana' },
  is_staff: true,
  body: 'O saque foi pago hoje.',
  attachment: null,
  created_at: '2031-01-10T13:00:00.000Z',
};

describe('tickets', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the thread escaped, with the attachment link, and sends a reply that appears at once', async () => {
    logIn();
    const mock = mockHttp({
      'POST /v1/tickets/12/messages': {
        status: 201,
        data: {
          error: false,
          message: 'Mensagem enviada.',
          result: {
            status: 'open',
            message: { ...staffMessage, id: 102, is_staff: false, body: 'Obrigado!' },
          },
        },
      },
    });
    renderPage(MyStoreTicketsShow, {
      url: '/my-store/1/ticket/12',
      props: { store, ticket, is_staff: false, channel: 'store.1' },
    });
    const first = screen.getAllByTestId('ticket-message')[0];
    expect(first).toHaveTextContent(EVIL);
    expect(first.querySelector('img')).toBeNull();
    expect(screen.getByRole('link', { name: 'Abrir anexo: extrato.png' })).toHaveAttribute(
      'href',
      '/v1/tickets/12/attachments/100',
    );
    expect(screen.queryByLabelText(/aguardando a loja/)).toBeNull();
    await userEvent.type(screen.getByLabelText('Sua mensagem'), 'Obrigado!');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar mensagem' }));
    await waitFor(() => expect(screen.getAllByTestId('ticket-message')).toHaveLength(2));
    expect(mock.seen.find((r) => r.url === '/v1/tickets/12/messages')?.data).toEqual({
      message: 'Obrigado!',
      attachment: null,
    });
    mock.restore();
  });

  it('staff see the "waiting for the store" choice; a closed ticket has no reply form', () => {
    logIn();
    mockHttp({});
    renderPage(MyStoreTicketsShow, {
      url: '/my-store/1/ticket/12',
      props: { store, ticket: { ...ticket, status: 'closed' }, is_staff: true, channel: 'App.Models.User.9' },
    });
    expect(screen.queryByLabelText('Sua mensagem')).toBeNull();
    expect(screen.getByRole('button', { name: 'Reabrir chamado' })).toBeInTheDocument();
    expect(screen.getByTestId('ticket-status')).toHaveTextContent('Encerrado');
  });

  it('a live message is added once, with the new status', () => {
    const once = withTicketMessage(ticket, staffMessage, 'answered');
    expect(once.messages).toHaveLength(2);
    expect(once.status).toBe('answered');
    expect(withTicketMessage(once, staffMessage, 'answered').messages).toHaveLength(2);
  });

  it('create: shows the server 422 beside the fields and writes nothing else', async () => {
    logIn();
    const mock = mockHttp({
      'POST /v1/tickets/': {
        status: 422,
        data: {
          message: 'O campo assunto deve ter pelo menos 5 caracteres.',
          errors: { subject: ['O campo assunto deve ter pelo menos 5 caracteres.'] },
        },
      },
    });
    const visit = vi.spyOn(router, 'visit').mockImplementation(() => {});
    renderPage(MyStoreTicketsCreate, { url: '/my-store/1/ticket-create', props: { store } });
    await userEvent.type(screen.getByLabelText('Assunto'), 'Oi');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar chamado' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Assunto').parentElement).toHaveTextContent(
        'O campo assunto deve ter pelo menos 5 caracteres.',
      ),
    );
    expect(visit).not.toHaveBeenCalled();
    expect(mock.seen.find((r) => r.url === '/v1/tickets/')?.data).toMatchObject({
      store_id: 1,
      subject: 'Oi',
      category: 'order',
      attachment: null,
    });
    mock.restore();
  });
});

const question: ProductQuestion = {
  id: 5,
  product: { id: 77, name: 'Dragão Branco', type: 'card' },
  store: { id: 1, name: 'Loja do Sérgio' },
  asker: 'Bruna',
  question: EVIL,
  answer: null,
  status: 'pending',
  created_at: '2031-01-10T12:00:00.000Z',
  answered_at: null,
};

describe('product questions and Bra Q&As', () => {
  afterEach(() => vi.restoreAllMocks());

  it('the store answers a pending question; the card shows the answer', async () => {
    logIn();
    vi.spyOn(router, 'reload').mockImplementation(() => {});
    const mock = mockHttp({
      'POST /v1/product-questions/5/answer': {
        status: 200,
        data: {
          error: false,
          message: 'Resposta publicada.',
          result: { ...question, status: 'answered', answer: 'Sim, primeira edição.' },
        },
      },
    });
    renderPage(MyStoreFaqQuestions, {
      url: '/my-store/1/faq-questions',
      props: {
        store,
        status: 'pending',
        counts: { all: 1, pending: 1, answered: 0 },
        questions: { data: [question], paginate: { current_page: 1, last_page: 1, per_page: 10, total: 1 } },
      },
    });
    const card = screen.getByTestId('question-card');
    expect(card).toHaveTextContent(EVIL);
    expect(card.querySelector('img')).toBeNull();
    await userEvent.type(within(card).getByLabelText('Resposta'), 'Sim, primeira edição.');
    await userEvent.click(within(card).getByRole('button', { name: 'Responder e publicar' }));
    await waitFor(() => expect(within(card).getByTestId('status-badge')).toHaveTextContent('Respondido'));
    expect(card).toHaveTextContent('Sim, primeira edição.');
    expect(mock.seen.find((r) => r.url === '/v1/product-questions/5/answer')?.data).toEqual({
      answer: 'Sim, primeira edição.',
    });
    mock.restore();
  });

  it('an admin reproves a Bra Q&A with a reason from the moderation queue', async () => {
    logIn();
    vi.spyOn(router, 'reload').mockImplementation(() => {});
    const faq: BraFaq = {
      id: 8,
      store: { id: 2, name: 'Loja da Helena' },
      product: { id: 40, name: 'Camisa Bra' },
      question: 'Encolhe?',
      answer: 'Não.',
      status: 'analysis',
      reason: null,
      created_at: '2031-01-10T12:00:00.000Z',
      moderated_at: null,
    };
    const mock = mockHttp({
      'PUT /v1/admin/bra-faq/8': {
        status: 200,
        data: {
          error: false,
          message: 'Pergunta reprovada.',
          result: { ...faq, status: 'reproved', reason: 'Curta demais.' },
        },
      },
    });
    renderPage(MyStoreFaqBra, {
      url: '/my-store/1/faq-bra',
      props: {
        store,
        approved: { data: [], paginate: { current_page: 1, last_page: 1, per_page: 10, total: 0 } },
        analysis: [],
        moderation: [faq],
      },
    });
    const queue = screen.getByTestId('bra-moderation');
    await userEvent.type(within(queue).getByLabelText(/Motivo/), 'Curta demais.');
    await userEvent.click(within(queue).getByRole('button', { name: 'Reprovar' }));
    await waitFor(() => expect(within(queue).queryByTestId('bra-faq')).toBeNull());
    expect(mock.seen.find((r) => r.url === '/v1/admin/bra-faq/8')?.data).toEqual({
      status: 'reproved',
      reason: 'Curta demais.',
    });
    mock.restore();
  });
});

describe('/questions', () => {
  it('shows the buyer FAQ grouped by category and the introduction text first', () => {
    mockHttp({});
    renderPage(QuestionsIndex, {
      url: '/questions',
      props: {
        faq: [
          {
            category: 'pagamentos',
            label: 'Pagamentos',
            items: [
              {
                id: 1,
                question: 'Quais formas de pagamento?',
                answer: 'PIX, cartão e crédito.',
                category: 'pagamentos',
                audience: 'buyer',
                sort: 1,
              },
            ],
          },
        ],
        texts: [
          {
            code: 'como-comprar',
            text: {
              code: 'como-comprar',
              title: 'Como comprar',
              body: 'Passo a passo.',
              updated_at: '2026-11-01T12:00:00Z',
            },
          },
          {
            code: 'perguntas-frequentes',
            text: {
              code: 'perguntas-frequentes',
              title: 'Central de ajuda',
              body: 'Bem-vindo.',
              updated_at: '2026-11-01T12:00:00Z',
            },
          },
        ],
      },
    });
    const headings = screen.getAllByRole('heading').map((h) => h.textContent);
    // The screen's title once, not again above the FAQ.
    expect(headings.filter((h) => h === 'Perguntas frequentes')).toHaveLength(1);
    expect(headings.indexOf('Central de ajuda')).toBeLessThan(headings.indexOf('Pagamentos'));
    expect(headings.indexOf('Pagamentos')).toBeLessThan(headings.indexOf('Como comprar'));
    expect(
      within(screen.getByTestId('faq-pagamentos')).getByText('Quais formas de pagamento?'),
    ).toBeInTheDocument();
  });
});

describe('the product page questions block', () => {
  it('shows answered questions and approved Bra Q&As escaped; a visitor is asked to sign in', () => {
    mockHttp({});
    renderWithI18n(
      <ProductQuestions
        productId={77}
        block={{
          answered: [
            { ...question, status: 'answered', answer: 'Sim.', answered_at: '2031-01-11T12:00:00.000Z' },
          ],
          stores: [{ id: 1, name: 'Loja do Sérgio' }],
          bra: [
            {
              id: 3,
              store: { id: 1, name: 'Loja do Sérgio' },
              product: { id: 77, name: 'Camisa Bra' },
              question: 'Encolhe?',
              answer: 'Não encolhe.',
              status: 'approved',
              reason: null,
              created_at: '2031-01-10T12:00:00.000Z',
              moderated_at: '2031-01-10T13:00:00.000Z',
            },
          ],
        }}
      />,
    );
    const item = screen.getByTestId('product-question');
    expect(item).toHaveTextContent(EVIL);
    expect(item.querySelector('img')).toBeNull();
    expect(screen.getByTestId('product-bra-faq')).toHaveTextContent('Não encolhe.');
    expect(
      screen.getByRole('link', { name: 'Entre na sua conta para fazer uma pergunta.' }),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Sua pergunta')).toBeNull();
  });
});
