import { formatCentsText } from '../../../shared/money.ts';
import type { DB } from '../../db/index.ts';
import type { OrderStatus } from '../../db/schema.ts';
import type { Mailer } from '../../drivers/mail/index.ts';

/**
 * The e-mails the buyer gets when the store moves a store order (docs/orders.md, "The store's side"):
 * shipped (with the tracking link), delivered, canceled (with the store's reason and the refund) and
 * returned. Sent after the move committed; a mail that fails to go is logged, never undoes the move.
 */
export const MAILED_STATUSES: readonly OrderStatus[] = ['shipped', 'delivered', 'canceled', 'returned'];

const brl = formatCentsText;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export const trackingUrl = (code: string) =>
  `https://rastreamento.correios.com.br/app/index.php?objetos=${encodeURIComponent(code)}`;

interface MailFacts {
  name: string;
  number: string;
  storeName: string;
  trackingCode: string | null;
  reason: string | null;
  refund: number;
}

function compose(
  status: OrderStatus,
  f: MailFacts,
): { subject: string; lines: string[]; link?: string } | null {
  switch (status) {
    case 'shipped':
      return {
        subject: `Seu pedido ${f.number} foi enviado`,
        lines: [
          `A loja ${f.storeName} enviou o seu pedido ${f.number}.`,
          f.trackingCode
            ? `Código de rastreio: ${f.trackingCode}`
            : 'O código de rastreio será informado em breve.',
        ],
        link: f.trackingCode ? trackingUrl(f.trackingCode) : undefined,
      };
    case 'delivered':
      return {
        subject: `Seu pedido ${f.number} foi entregue`,
        lines: [
          `O pedido ${f.number} da loja ${f.storeName} foi entregue.`,
          'Conte como foi a compra: você já pode avaliar o pedido em Minha conta.',
        ],
      };
    case 'canceled':
      return {
        subject: `Seu pedido ${f.number} foi cancelado`,
        lines: [
          `A loja ${f.storeName} cancelou o pedido ${f.number}.`,
          ...(f.reason ? [`Motivo: ${f.reason}`] : []),
          `${brl(f.refund)} voltaram para a sua carteira como crédito.`,
        ],
      };
    case 'returned':
      return {
        subject: `A devolução do pedido ${f.number} foi aceita`,
        lines: [
          `A loja ${f.storeName} aceitou a devolução do pedido ${f.number}.`,
          `${brl(f.refund)} voltaram para a sua carteira como crédito.`,
        ],
      };
    default:
      return null;
  }
}

/** Writes the buyer's e-mail for a move of store order `storeOrderId` to `status` (no-op for the other statuses). */
export async function mailBuyerAboutMove(
  db: DB,
  mailer: Mailer | undefined,
  storeOrderId: number,
  status: OrderStatus,
): Promise<void> {
  if (!mailer || !MAILED_STATUSES.includes(status)) return;
  try {
    const row = await db
      .selectFrom('store_orders as o')
      .innerJoin('users as u', 'u.id', 'o.user_id')
      .innerJoin('stores as s', 's.id', 'o.store_id')
      .select([
        'o.number',
        'o.tracking_code',
        'o.cancel_reason',
        'o.items_total',
        'o.shipping_price',
        'u.email',
        'u.name',
        's.name as store_name',
      ])
      .where('o.id', '=', storeOrderId)
      .executeTakeFirst();
    if (!row) return;
    const mail = compose(status, {
      name: row.name,
      number: row.number,
      storeName: row.store_name,
      trackingCode: row.tracking_code,
      reason: row.cancel_reason,
      refund: row.items_total + row.shipping_price,
    });
    if (!mail) return;
    const text = [
      `Olá, ${row.name}!`,
      '',
      ...mail.lines,
      ...(mail.link ? ['', `Acompanhe a entrega: ${mail.link}`] : []),
    ].join('\n');
    const html = [
      `<p>Olá, ${escapeHtml(row.name)}!</p>`,
      ...mail.lines.map((line) => `<p>${escapeHtml(line)}</p>`),
      ...(mail.link ? [`<p><a href="${escapeHtml(mail.link)}">Acompanhar a entrega</a></p>`] : []),
    ].join('');
    await mailer.send({ to: row.email, subject: mail.subject, text, html });
  } catch (error) {
    console.error(`Falha ao enviar o e-mail do pedido ${storeOrderId} (${status})`, error);
  }
}
