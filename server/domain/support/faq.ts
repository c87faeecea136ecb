import type { FaqAudience, FaqGroup, FaqItem } from '../../../resources/js/types/pages/support.ts';
import type { DB } from '../../db/index.ts';

/** Help articles (GET /v1/faq): the categories in the order pages show them, with their titles. */
export const FAQ_CATEGORIES: Record<string, string> = {
  compras: 'Compras',
  pagamentos: 'Pagamentos',
  entrega: 'Entrega e frete',
  devolucoes: 'Trocas e devoluções',
  conta: 'Conta e segurança',
  vendas: 'Vendas',
  pedidos: 'Pedidos da loja',
  saques: 'Carteira e saques',
  planos: 'Planos',
  suporte: 'Suporte',
};

const ORDER = Object.keys(FAQ_CATEGORIES);

/** The published entries, for one audience or both, by category then `sort`. */
export async function faqEntries(db: DB, audience?: FaqAudience): Promise<FaqItem[]> {
  let query = db
    .selectFrom('faq_entries')
    .select(['id', 'question', 'answer', 'category', 'audience', 'sort'])
    .where('published', '=', 1);
  if (audience) query = query.where('audience', '=', audience);
  const rows = await query.orderBy('sort').orderBy('id').execute();
  return rows.map((r) => ({ ...r, sort: Number(r.sort) }));
}

/** The entries grouped by category, in the categories' order (unknown categories last). */
export function groupFaq(items: FaqItem[]): FaqGroup[] {
  const groups = new Map<string, FaqItem[]>();
  for (const item of items) {
    const list = groups.get(item.category) ?? [];
    list.push(item);
    groups.set(item.category, list);
  }
  const rank = (c: string) => (ORDER.includes(c) ? ORDER.indexOf(c) : ORDER.length);
  return [...groups.entries()]
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
    .map(([category, list]) => ({ category, label: FAQ_CATEGORIES[category] ?? category, items: list }));
}
