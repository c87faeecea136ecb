/**
 * Product, store, banner and collection pictures drawn as small SVGs from the row's own data, on request:
 * no files, no network, and a changed name shows at once. Text is XML-escaped.
 */

const escapeXml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function hue(seed: string): number {
  let h = 0;
  for (const ch of seed) h = (h * 31 + ch.charCodeAt(0)) % 360;
  return h;
}

/** Breaks a name into lines of at most `width` characters. */
function wrap(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if ((line ? `${line} ${word}` : word).length > width && line) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  if (lines.length > maxLines)
    return [...lines.slice(0, maxLines - 1), `${lines[maxLines - 1].slice(0, width - 1)}…`];
  return lines;
}

const text = (x: number, y: number, size: number, fill: string, value: string, extra = '') =>
  `<text x="${x}" y="${y}" font-family="Verdana,Arial,sans-serif" font-size="${size}" fill="${fill}"${extra}>${escapeXml(value)}</text>`;

export interface ProductPicture {
  id: number;
  type: string;
  name: string;
  number: string | null;
  collection: string | null;
  rarity: string | null;
  rarityColor: string | null;
  elementColor: string | null;
  side: 1 | 2;
}

export function productSvg(p: ProductPicture): string {
  const base = p.elementColor ?? `hsl(${hue(p.name)},55%,45%)`;
  const frame = p.rarityColor ?? '#334155';
  const lines = wrap(p.name, 20, 3);
  const label = { card: 'CARD', tcg: 'PRODUTO TCG', accessory: 'ACESSÓRIO', bra: 'LINHA BRA' }[p.type] ?? '';
  const art =
    p.type === 'card'
      ? `<circle cx="120" cy="150" r="58" fill="#ffffff" opacity="0.18"/><path d="M80 185 L120 95 L160 185 Z" fill="#ffffff" opacity="0.3"/>`
      : `<rect x="60" y="95" width="120" height="110" rx="10" fill="#ffffff" opacity="${p.side === 2 ? 0.12 : 0.25}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="336" viewBox="0 0 240 336" role="img" aria-label="${escapeXml(p.name)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${base}"/><stop offset="1" stop-color="#0f172a"/></linearGradient></defs>
<rect width="240" height="336" rx="14" fill="${frame}"/><rect x="8" y="8" width="224" height="320" rx="10" fill="url(#g)"/>
${text(18, 30, 10, '#e2e8f0', label, ' font-weight="bold" letter-spacing="1"')}
${art}
${lines.map((l, i) => text(18, 240 + i * 18, 15, '#ffffff', l, ' font-weight="bold"')).join('')}
${text(18, 315, 10, '#cbd5e1', [p.collection, p.number].filter(Boolean).join(' · '))}
${p.rarity ? text(222, 315, 10, '#f8fafc', p.rarity, ' text-anchor="end"') : ''}
</svg>`;
}

export function bannerSvg(
  title: string,
  subtitle: string | null,
  seed: string,
  width = 1200,
  height = 360,
): string {
  const h = hue(seed);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(title)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${h},65%,38%)"/><stop offset="1" stop-color="hsl(${(h + 60) % 360},70%,18%)"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#g)"/>
<circle cx="${width * 0.82}" cy="${height * 0.5}" r="${height * 0.38}" fill="#ffffff" opacity="0.08"/>
${text(Math.round(width * 0.05), Math.round(height * 0.45), Math.round(height * 0.12), '#ffffff', title, ' font-weight="bold"')}
${subtitle ? text(Math.round(width * 0.05), Math.round(height * 0.62), Math.round(height * 0.06), '#e2e8f0', subtitle) : ''}
</svg>`;
}

export function logoSvg(name: string, seed: string, size = 160): string {
  const initials = name
    .split(' ')
    .filter((w) => w.length > 2 || /^[A-Z]/.test(w))
    .slice(0, 2)
    .map((w) => w[0].toUpperCase())
    .join('');
  const h = hue(seed);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 160 160" role="img" aria-label="${escapeXml(name)}">
<rect width="160" height="160" rx="32" fill="hsl(${h},60%,40%)"/>
${text(80, 100, 56, '#ffffff', initials || '?', ' text-anchor="middle" font-weight="bold"')}
</svg>`;
}
