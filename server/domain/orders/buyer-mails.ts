import { formatDateTime } from '../../../shared/dates.ts';
import type { DB } from '../../db/index.ts';
import type { Mailer } from '../../drivers/mail/index.ts';
import { formatBRL } from '../../drivers/shared/money.ts';
import { conditionName, languageName } from '../catalogue/references.ts';

/**
 * The buyer's e-mails about an order group as a whole (docs/orders.md, "E-mails to the buyer"): one
 * when the order is placed (what was bought from each store, the total, and for a PIX the deadline to
 * pay it), and one when its PIX is paid. Sent after the commit through the host's mailer (the sandbox
 * keeps them in `outbox_mails`); a mail that fails is logged and never undoes the order.
 */

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const reais = formatBRL;

const METHOD_NAMES: Record<string, string> = {
  pix: 'PIX',
  credit_card: 'cartão de crédito',
  wallet: 'crédito da carteira',
};

export type GroupMailKind = 'placed' | 'pix_paid';

async function loadFacts(db: DB, groupId: number) {
  const group = await db
    .selectFrom('order_groups as g')
    .innerJoin('users as u', 'u.id', 'g.user_id')
    .select([
      'g.id',
      'g.number',
      'g.status',
      'g.payment_method',
      'g.total',
      'g.charge_amount',
      'g.wallet_credit',
      'g.expires_at',
      'u.email',
      'u.name',
    ])
    .where('g.id', '=', groupId)
    .executeTakeFirst();
  if (!group) return null;
  const items = await db
    .selectFrom('order_items as i')
    .innerJoin('store_orders as o', 'o.id', 'i.store_order_id')
    .innerJoin('stores as s', 's.id', 'o.store_id')
    .select([
      'o.id as order_id',
      'o.number as order_number',
      's.name as store_name',
      'i.product_name',
      'i.condition',
      'i.language',
      'i.quantity',
      'i.total',
    ])
    .where('o.order_group_id', '=', groupId)
    .orderBy('o.id')
    .orderBy('i.id')
    .execute();
  return { group, items };
}

type Facts = NonNullable<Awaited<ReturnType<typeof loadFacts>>>;

/** Subject and paragraphs (each a list of lines) of one mail. */
export function composeGroupMail(kind: GroupMailKind, { group, items }: Facts) {
  const stores = new Map<number, { title: string; lines: string[] }>();
  for (const i of items) {
    const entry = stores.get(i.order_id) ?? {
      title: `Pedido ${i.order_number} na loja ${i.store_name}:`,
      lines: [],
    };
    entry.lines.push(
      `${i.quantity} × ${i.product_name} (${conditionName(i.condition)}, ${languageName(i.language)}): ${reais(i.total)}`,
    );
    stores.set(i.order_id, entry);
  }
  const method = METHOD_NAMES[group.payment_method] ?? group.payment_method;
  const summary = [
    `Total: ${reais(group.total)}`,
    ...(group.wallet_credit > 0 ? [`Crédito da carteira usado: ${reais(group.wallet_credit)}`] : []),
    `Pagamento: ${method}`,
  ];
  if (kind === 'pix_paid') {
    return {
      subject: `Pagamento confirmado: pedido ${group.number}`,
      intro: [
        `Recebemos o pagamento por PIX do seu pedido ${group.number}. As lojas já foram avisadas e vão preparar o envio.`,
      ],
      stores: [...stores.values()],
      summary,
    };
  }
  const next =
    group.status === 'paid'
      ? 'O pagamento está confirmado; as lojas já foram avisadas e vão preparar o envio.'
      : group.payment_method === 'pix'
        ? `Pague o PIX de ${reais(group.charge_amount)} até ${formatDateTime(group.expires_at)}: depois disso o pedido é cancelado. O código está na página do pedido.`
        : 'Assim que o pagamento for confirmado, avisaremos você por aqui.';
  return {
    subject: `Recebemos o seu pedido ${group.number}`,
    intro: [`Seu pedido ${group.number} foi feito.`, next],
    stores: [...stores.values()],
    summary,
  };
}

/** Writes the buyer's e-mail about order group `groupId`; `appUrl` makes the link to the order's page. */
export async function mailBuyerAboutGroup(
  db: DB,
  mailer: Mailer | undefined,
  groupId: number,
  kind: GroupMailKind,
  appUrl?: string,
): Promise<void> {
  if (!mailer) return;
  try {
    const facts = await loadFacts(db, groupId);
    if (!facts) return;
    const mail = composeGroupMail(kind, facts);
    const link = appUrl ? `${appUrl.replace(/\/$/, '')}/my-account/order-view/${groupId}` : null;
    const text = [
      `Olá, ${facts.group.name}!`,
      '',
      ...mail.intro,
      '',
      ...mail.stores.flatMap((s) => [s.title, ...s.lines.map((l) => `- ${l}`), '']),
      ...mail.summary,
      ...(link ? ['', `Acompanhe o pedido: ${link}`] : []),
    ].join('\n');
    const html = [
      `<p>Olá, ${escapeHtml(facts.group.name)}!</p>`,
      ...mail.intro.map((line) => `<p>${escapeHtml(line)}</p>`),
      ...mail.stores.map(
        (s) =>
          `<p><strong>${escapeHtml(s.title)}</strong></p><ul>${s.lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>`,
      ),
      `<p>${mail.summary.map(escapeHtml).join('<br>')}</p>`,
      ...(link ? [`<p><a href="${escapeHtml(link)}">Acompanhar o pedido</a></p>`] : []),
    ].join('');
    await mailer.send({ to: facts.group.email, subject: mail.subject, text, html });
  } catch (error) {
    console.error(`Falha ao enviar o e-mail do pedido ${groupId} (${kind})`, error);
  }
}
