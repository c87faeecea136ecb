import { formatDateTime } from '../../shared/dates.ts';
import { escapeHtml, type OutboxMail } from '../drivers/mail/index.ts';

/**
 * The sandbox outbox as a page a person reads (GET /_sandbox/mail from a browser): each message's
 * subject, address, time and plain text, with its links clickable, fitting a phone's width. Programs
 * (the tests, scripts) keep getting the JSON list: the page is served only when the request prefers HTML.
 */
export function outboxPage(mails: OutboxMail[], to: string | undefined): string {
  const title = to ? `Caixa de saída (sandbox): ${escapeHtml(to)}` : 'Caixa de saída (sandbox)';
  const items = mails.length
    ? mails.map(mailItem).join('\n')
    : '<p class="empty">Nenhum e-mail enviado ainda.</p>';
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style>
  body { margin: 0; font: 16px/1.5 system-ui, sans-serif; color: #0f172a; background: #f1f5f9; }
  main { max-width: 48rem; margin: 0 auto; padding: 1rem; }
  h1 { font-size: 1.25rem; }
  article { background: #fff; border-radius: .5rem; padding: 1rem; margin: 0 0 1rem; box-shadow: 0 1px 2px #0002; }
  h2 { font-size: 1rem; margin: 0 0 .25rem; }
  .meta { color: #475569; font-size: .875rem; margin: 0 0 .75rem; }
  .text { white-space: pre-wrap; overflow-wrap: anywhere; margin: 0; }
  a { color: #1d4ed8; overflow-wrap: anywhere; }
  .empty { color: #475569; }
</style>
</head>
<body>
<main>
<h1>${title}</h1>
<p class="meta">Modo sandbox: os e-mails ficam aqui em vez de serem enviados. Os 50 mais recentes.</p>
${items}
</main>
</body>
</html>`;
}

function mailItem(mail: OutboxMail): string {
  return `<article data-testid="outbox-mail">
<h2>${escapeHtml(mail.subject)}</h2>
<p class="meta">Para ${escapeHtml(mail.to_address)} · ${escapeHtml(formatDateTime(mail.created_at))}</p>
<p class="text">${linkify(mail.text)}</p>
</article>`;
}

/** The text, escaped, with every http(s) address turned into a link. */
function linkify(text: string): string {
  return text
    .split(/(https?:\/\/[^\s<>"']+)/g)
    .map((part, i) =>
      i % 2 === 1 ? `<a href="${escapeHtml(part)}">${escapeHtml(part)}</a>` : escapeHtml(part),
    )
    .join('');
}
