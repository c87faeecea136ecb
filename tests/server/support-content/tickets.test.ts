import { PNG } from 'pngjs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../../server/http/support/sessionCookie.ts';
import { recordBroadcasts } from '../cart/fixtures.ts';
import { createTestApp, type TestApp } from '../support/testApp.ts';
import { attachment, cast, pdfBytes, pngBytes, rowCount } from './fixtures.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const body = (storeId: number, extra: Record<string, unknown> = {}) => ({
  store_id: storeId,
  subject: 'Saque não chegou',
  category: 'payment',
  message: 'Pedi um saque ontem e ainda não caiu na conta.',
  ...extra,
});

async function open(token: string, storeId: number, extra: Record<string, unknown> = {}) {
  return t.request('POST', '/v1/tickets/', { token, body: body(storeId, extra) });
}

describe('tickets: the store opens one', () => {
  it('creates the ticket with its first message and an image; the admins get a notice and a live event', async () => {
    const { seller, storeId, admin } = await cast(t);
    const events = recordBroadcasts(t);
    const res = await open(seller.token, storeId, { attachment: attachment(pngBytes()) });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('Chamado aberto. O suporte responderá em breve.');
    const ticket = res.json().result;
    expect(ticket).toMatchObject({
      subject: 'Saque não chegou',
      category: 'payment',
      status: 'open',
      messages_count: 1,
    });
    expect(ticket.messages[0]).toMatchObject({
      is_staff: false,
      attachment: { type: 'image/png', name: 'print.png' },
    });

    const file = await t.request('GET', ticket.messages[0].attachment.url, { token: seller.token });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-security-policy']).toContain('sandbox');
    // The picture as stored: decoded and encoded again, the same pixels (docs/security.md).
    expect(PNG.sync.read(file.rawPayload).data.equals(PNG.sync.read(pngBytes(0)).data)).toBe(true);

    const notices = (await t.request('GET', '/v1/notices', { token: admin.token })).json();
    expect(JSON.stringify(notices)).toContain(`Chamado #${ticket.id}`);
    expect(events.map((e) => e.event)).toContain('ticket.opened');
    expect(events.find((e) => e.event === 'ticket.opened')?.channels).toContain(
      `private-App.Models.User.${admin.id}`,
    );
  });

  it('takes a PDF; serves it as a download', async () => {
    const { seller, storeId } = await cast(t);
    const res = await open(seller.token, storeId, { attachment: attachment(pdfBytes(), 'nota.pdf') });
    expect(res.statusCode).toBe(201);
    const url = res.json().result.messages[0].attachment.url;
    const file = await t.request('GET', url, { token: seller.token });
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toContain('attachment');
  });

  it('refuses: 401 visitor, 419 without XSRF, 403 another seller, 422 bad input, a 10 MB file and a file that is not an image — nothing written', async () => {
    const { seller, storeId, other } = await cast(t);
    const before = await rowCount(t, 'tickets');

    const visitor = await t.request('POST', '/v1/tickets/', { body: body(storeId) });
    expect(visitor.statusCode).toBe(401);
    const noXsrf = await t.request('POST', '/v1/tickets/', {
      token: seller.token,
      body: body(storeId),
      xsrf: false,
    });
    expect(noXsrf.statusCode).toBe(419);
    const foreign = await open(other.token, storeId);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().message).toBe('Você não tem acesso a esta loja.');

    const empty = await open(seller.token, storeId, { subject: '  ', message: '' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.subject[0]).toBe('O campo assunto deve ter pelo menos 5 caracteres.');
    expect(empty.json().errors.message[0]).toBe('O campo mensagem deve ter pelo menos 10 caracteres.');
    const category = await open(seller.token, storeId, { category: 'xpto' });
    expect(category.json().errors.category[0]).toBe('Escolha uma categoria válida.');

    const big = await open(seller.token, storeId, { attachment: attachment(pngBytes(10 * 1024 * 1024)) });
    expect(big.statusCode).toBe(422);
    expect(big.json().errors.attachment[0]).toBe('O anexo deve ter no máximo 3 MB.');
    const justOver = await open(seller.token, storeId, { attachment: attachment(pngBytes(3 * 1024 * 1024)) });
    expect(justOver.statusCode).toBe(422);
    expect(justOver.json().errors.attachment[0]).toBe('O anexo deve ter no máximo 3 MB.');
    const html = await open(seller.token, storeId, {
      attachment: attachment(Buffer.from('<svg onload="alert(1)"></svg>'), 'x.png'),
    });
    expect(html.statusCode).toBe(422);
    expect(html.json().errors.attachment[0]).toBe('Envie uma imagem (PNG, JPEG ou WebP) ou um PDF.');

    expect(await rowCount(t, 'tickets')).toBe(before);
    expect(await rowCount(t, 'ticket_messages')).toBe(0);
  });
});

describe('tickets: the conversation', () => {
  it('goes back and forth: staff answer → answered + notice to the owner; store reply → open; close and reopen', async () => {
    const { seller, storeId, admin } = await cast(t);
    const ticket = (await open(seller.token, storeId)).json().result;
    const events = recordBroadcasts(t);

    const answer = await t.request('POST', `/v1/tickets/${ticket.id}/messages`, {
      token: admin.token,
      body: { message: 'Olá! O saque foi processado hoje cedo.' },
    });
    expect(answer.statusCode).toBe(201);
    expect(answer.json().result).toMatchObject({ status: 'answered', message: { is_staff: true } });
    const live = events.find((e) => e.event === 'ticket.message-added');
    expect(live?.channels).toEqual([`private-store.${storeId}`, `private-App.Models.User.${admin.id}`]);
    const ownerNotices = (await t.request('GET', '/v1/notices', { token: seller.token })).json();
    expect(JSON.stringify(ownerNotices)).toContain('Chamado respondido');

    const ask = await t.request('POST', `/v1/tickets/${ticket.id}/messages`, {
      token: admin.token,
      body: { message: 'Pode enviar o comprovante?', waiting_store: true },
    });
    expect(ask.json().result.status).toBe('waiting_store');

    const reply = await t.request('POST', `/v1/tickets/${ticket.id}/messages`, {
      token: seller.token,
      body: { message: 'Segue o comprovante.', attachment: attachment(pdfBytes(), 'comprovante.pdf') },
    });
    expect(reply.json().result).toMatchObject({ status: 'open', message: { is_staff: false } });

    const shown = (await t.request('GET', `/v1/tickets/${ticket.id}`, { token: admin.token })).json().result;
    expect(shown.messages.map((m: { body: string }) => m.body)).toEqual([
      'Pedi um saque ontem e ainda não caiu na conta.',
      'Olá! O saque foi processado hoje cedo.',
      'Pode enviar o comprovante?',
      'Segue o comprovante.',
    ]);

    const closed = await t.request('POST', `/v1/tickets/${ticket.id}/close`, { token: seller.token });
    expect(closed.json()).toMatchObject({ message: 'Chamado encerrado.', result: { status: 'closed' } });
    const refused = await t.request('POST', `/v1/tickets/${ticket.id}/messages`, {
      token: admin.token,
      body: { message: 'Mais uma coisa.' },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe('Este chamado está encerrado. Reabra-o para enviar uma mensagem.');
    const again = await t.request('POST', `/v1/tickets/${ticket.id}/close`, { token: admin.token });
    expect(again.json().message).toBe('O chamado já estava encerrado.');
    const reopened = await t.request('POST', `/v1/tickets/${ticket.id}/reopen`, { token: admin.token });
    expect(reopened.json().result.status).toBe('open');
    expect(await rowCount(t, 'ticket_messages')).toBe(4);
  });

  it('refuses messages and reads: 401, 419, 403 another seller (also the attachment), 404 unknown, 422 empty', async () => {
    const { seller, storeId, other } = await cast(t);
    const ticket = (await open(seller.token, storeId, { attachment: attachment(pngBytes()) })).json().result;
    const url = `/v1/tickets/${ticket.id}/messages`;
    const msg = { message: 'Alguma novidade?' };
    expect((await t.request('POST', url, { body: msg })).statusCode).toBe(401);
    expect((await t.request('POST', url, { token: seller.token, body: msg, xsrf: false })).statusCode).toBe(
      419,
    );
    const foreign = await t.request('POST', url, { token: other.token, body: msg });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().message).toBe('Este chamado não é seu.');
    expect((await t.request('GET', `/v1/tickets/${ticket.id}`, { token: other.token })).statusCode).toBe(403);
    expect(
      (await t.request('GET', ticket.messages[0].attachment.url, { token: other.token })).statusCode,
    ).toBe(403);
    expect((await t.request('GET', ticket.messages[0].attachment.url)).statusCode).toBe(401);
    expect(
      (await t.request('POST', `/v1/tickets/${ticket.id}/close`, { token: other.token })).statusCode,
    ).toBe(403);
    expect((await t.request('GET', '/v1/tickets/999999', { token: seller.token })).statusCode).toBe(404);
    const empty = await t.request('POST', url, { token: seller.token, body: { message: ' ' } });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.message[0]).toBe('O campo mensagem deve ter pelo menos 2 caracteres.');
    expect(await rowCount(t, 'ticket_messages')).toBe(1);
  });
});

describe('tickets: lists', () => {
  it("POST all-tickets-store/{id}: the store's tickets with paging and a status filter; scope=all for admins only", async () => {
    const { seller, storeId, other, otherStoreId, admin } = await cast(t);
    for (let i = 0; i < 12; i++) await open(seller.token, storeId, { subject: `Dúvida número ${i}` });
    await open(other.token, otherStoreId);
    const first = (
      await t.request('POST', `/v1/all-tickets-store/${storeId}`, { token: seller.token, body: {} })
    ).json();
    expect(first.data).toHaveLength(10);
    expect(first.paginate).toMatchObject({ current_page: 1, last_page: 2, total: 12 });
    expect(first.counts).toMatchObject({ all: 12, open: 12, closed: 0 });
    const second = (
      await t.request('POST', `/v1/all-tickets-store/${storeId}`, { token: seller.token, body: { page: 2 } })
    ).json();
    expect(second.data).toHaveLength(2);
    const closedOnly = (
      await t.request('POST', `/v1/all-tickets-store/${storeId}`, {
        token: seller.token,
        body: { status: 'closed' },
      })
    ).json();
    expect(closedOnly.data).toHaveLength(0);

    const mine = await t.request('POST', `/v1/all-tickets-store/${storeId}`, {
      token: seller.token,
      body: { scope: 'all' },
    });
    expect(mine.statusCode).toBe(403);
    const all = (
      await t.request('POST', `/v1/all-tickets-store/${storeId}`, {
        token: admin.token,
        body: { scope: 'all' },
      })
    ).json();
    expect(all.paginate.total).toBe(13);

    expect(
      (await t.request('POST', `/v1/all-tickets-store/${storeId}`, { token: other.token })).statusCode,
    ).toBe(403);
    expect((await t.request('POST', `/v1/all-tickets-store/${storeId}`, {})).statusCode).toBe(401);
    const bad = await t.request('POST', `/v1/all-tickets-store/${storeId}`, {
      token: seller.token,
      body: { status: 'xpto' },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().message).toBe('Situação inválida.');
  });

  it('renders the ticket screens from the server for the owner and an admin, not for another seller', async () => {
    const { seller, storeId, other, admin } = await cast(t);
    const ticket = (await open(seller.token, storeId)).json().result;
    const page = (token: string, url: string) =>
      t.app.inject({
        method: 'GET',
        url,
        headers: { 'x-inertia': 'true' },
        cookies: { [SESSION_COOKIE]: token },
      });
    const show = await page(seller.token, `/my-store/${storeId}/ticket/${ticket.id}`);
    expect(show.statusCode).toBe(200);
    expect(show.json().props.ticket.messages).toHaveLength(1);
    expect(show.json().props.channel).toBe(`store.${storeId}`);
    expect(show.json().props.is_staff).toBe(false);
    const staff = await page(admin.token, `/my-store/${storeId}/ticket/${ticket.id}`);
    expect(staff.json().props.is_staff).toBe(true);
    expect(staff.json().props.channel).toBe(`App.Models.User.${admin.id}`);
    const list = await page(admin.token, `/my-store/${storeId}/ticket-list?scope=all`);
    expect(list.json().props).toMatchObject({ scope: 'all', is_staff: true, counts: { all: 1 } });
    const foreign = await page(other.token, `/my-store/${storeId}/ticket/${ticket.id}`);
    expect(foreign.statusCode).toBe(404);
  });
});
