import type { MailMessage } from '../../drivers/mail/index.ts';

const escapeHtml = (value: string) =>
  value.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const absolute = (appUrl: string, path: string) => `${appUrl.replace(/\/$/, '')}${path}`;

interface OrderRecipient {
  email: string;
  name: string;
  orderNumber: string;
  storeName: string;
}

/** The buyer's copy of the NF-e: the DANFE and XML links (they open with the buyer's session). */
export function invoiceMail(
  to: OrderRecipient,
  invoice: { number: number; accessKey: string; danfeUrl: string; xmlUrl: string },
  appUrl: string,
): MailMessage {
  const danfe = absolute(appUrl, invoice.danfeUrl);
  const xml = absolute(appUrl, invoice.xmlUrl);
  const subject = `Nota fiscal do pedido ${to.orderNumber}`;
  const text =
    `Olá, ${to.name}!\n\n${to.storeName} emitiu a nota fiscal (NF-e ${invoice.number}) do seu pedido ${to.orderNumber}.\n` +
    `Chave de acesso: ${invoice.accessKey}\n\nDANFE (PDF): ${danfe}\nXML: ${xml}\n\nMercado de Cartas`;
  const html =
    `<p>Olá, ${escapeHtml(to.name)}!</p><p>${escapeHtml(to.storeName)} emitiu a nota fiscal (NF-e ${invoice.number}) ` +
    `do seu pedido <strong>${escapeHtml(to.orderNumber)}</strong>.</p><p>Chave de acesso: ${invoice.accessKey}</p>` +
    `<p><a href="${escapeHtml(danfe)}">Baixar o DANFE (PDF)</a> · <a href="${escapeHtml(xml)}">Baixar o XML</a></p>` +
    '<p>Mercado de Cartas</p>';
  return { to: to.email, subject, text, html };
}
