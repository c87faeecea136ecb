import type { Random } from './random.ts';
import type { StoreSeed } from './stores.ts';

/** Home banners, store banner ads, notices, static texts, leagues and free-shipping days. */

export function buildBanners(now: Date) {
  const rows = [
    [
      'Ascensão dos Dragões chegou',
      'Pré-venda dos boosters em português com frete grátis às quartas',
      '/product/list/1',
    ],
    [
      'Semana dos acessórios',
      'Sleeves, deck boxes e playmats com até 30% de desconto',
      '/product-accessory/list',
    ],
    ['Linha Bra', 'Cards e acessórios feitos no Brasil, com envio pela Central Bra', '/bra-center-list'],
    ['Ranking de preços', 'Veja as cartas que mais subiram e caíram na semana', '/product/rank/price_high'],
    ['Venda suas cartas', 'Abra sua loja em minutos e alcance jogadores de todo o país', '/my-store/besaler'],
  ];
  return rows.map(([title, subtitle, link], i) => ({
    id: i + 1,
    business_id: 1,
    title,
    subtitle,
    image_url: `/media/banners/${i + 1}.svg`,
    link_url: link,
    position: i,
    active: 1 as const,
    starts_at: new Date(now.getTime() - 10 * 86400000).toISOString(),
    ends_at: i === 4 ? null : new Date(now.getTime() + 60 * 86400000).toISOString(),
  }));
}

export function buildBannerAds(random: Random, stores: StoreSeed[], now: Date) {
  const chosen = stores.filter((s) => s.is_client).slice(0, 6);
  return chosen.map((store, i) => ({
    id: i + 1,
    store_id: store.id,
    title: random.pick([
      `${store.name}: ofertas da semana`,
      `${store.name}: novidades toda semana`,
      `${store.name}: frete grátis`,
    ]),
    image_url: `/media/banner-ads/${i + 1}.svg`,
    link_url: `/${store.slug}`,
    position: i,
    active: 1 as const,
    starts_at: new Date(now.getTime() - 5 * 86400000).toISOString(),
    ends_at: new Date(now.getTime() + 25 * 86400000).toISOString(),
  }));
}

export function buildFreeShippingDays(random: Random, stores: StoreSeed[]) {
  const out: { store_id: number; day_of_week: number; min_order: number }[] = [];
  for (const store of stores) {
    const demo = store.slug === 'loja-do-sergio';
    if (!demo && !random.chance(0.45)) continue;
    const days = demo ? [3] : [random.int(1, 5)];
    if (!demo && random.chance(0.3)) days.push(6);
    for (const day of new Set(days))
      out.push({
        store_id: store.id,
        day_of_week: day,
        min_order: demo ? 10000 : random.pick([5000, 10000, 15000, 20000]),
      });
  }
  return out;
}

export function buildLeagues(random: Random, stores: StoreSeed[], games: string[]) {
  const out: {
    name: string;
    slug: string;
    game: string;
    uf: string;
    city: string;
    description: string;
    store_id: number;
  }[] = [];
  const used = new Set<string>();
  for (const store of stores.slice(0, Math.max(3, Math.min(stores.length, 16)))) {
    const game = random.pick(games);
    const name = `Liga ${game} ${store.city}`;
    const slug = name
      .normalize('NFD')
      .replace(/\p{M}+/gu, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-');
    if (used.has(slug)) continue;
    used.add(slug);
    out.push({
      name,
      slug,
      game,
      uf: store.uf,
      city: store.city,
      description: `Torneios semanais de ${game} na ${store.name}, ${store.city}/${store.uf}. Inscrições na loja.`,
      store_id: store.id,
    });
  }
  return out;
}

export const STATIC_TEXTS: readonly { code: string; title: string; body: string }[] = [
  {
    code: 'termos-de-uso',
    title: 'Termos de uso',
    body: 'Ao usar o marketplace você concorda em comprar e vender apenas produtos originais, descrever o estado das cartas com fidelidade e resolver reclamações pelo canal oficial.',
  },
  {
    code: 'politica-de-privacidade',
    title: 'Política de privacidade',
    body: 'Usamos seus dados apenas para processar pedidos, calcular fretes e emitir notas fiscais, conforme a LGPD. Você pode pedir a exclusão da sua conta a qualquer momento.',
  },
  {
    code: 'como-comprar',
    title: 'Como comprar',
    body: 'Busque a carta, compare as ofertas das lojas por estado, idioma e condição, adicione ao carrinho e finalize com PIX ou cartão. Cada loja envia a sua parte do pedido.',
  },
  {
    code: 'como-vender',
    title: 'Como vender',
    body: 'Crie sua loja, cadastre seus produtos a partir do nosso catálogo e acompanhe pedidos, etiquetas e notas fiscais pelo painel da loja.',
  },
  {
    code: 'condicoes-das-cartas',
    title: 'Condições das cartas',
    body: 'M: nova, sem marcas. NM: praticamente nova. SP: levemente jogada. MP: moderadamente jogada. HP: muito jogada. D: danificada.',
  },
  {
    code: 'politica-de-frete',
    title: 'Política de frete',
    body: 'O frete é calculado por loja. Nos dias de frete grátis de cada loja, o PAC sai de graça a partir do valor mínimo informado.',
  },
];

export function buildNotices(now: Date, users: { buyer?: number; seller?: number }) {
  const at = (days: number) => new Date(now.getTime() - days * 86400000).toISOString();
  const rows: { user_id: number | null; title: string; body: string; created_at: string }[] = [
    {
      user_id: null,
      title: 'Bem-vindo ao novo marketplace',
      body: 'Agora você compara ofertas de todas as lojas do Brasil em um só lugar.',
      created_at: at(20),
    },
    {
      user_id: null,
      title: 'Frete grátis às quartas',
      body: 'Várias lojas oferecem PAC grátis às quartas-feiras. Confira o calendário.',
      created_at: at(6),
    },
    {
      user_id: null,
      title: 'Nova coleção disponível',
      body: 'Os cards da coleção mais recente já estão à venda.',
      created_at: at(1),
    },
  ];
  if (users.buyer)
    rows.push({
      user_id: users.buyer,
      title: 'Sua carta favorita baixou de preço',
      body: 'Um item da sua lista de favoritos está mais barato hoje.',
      created_at: at(2),
    });
  if (users.seller) {
    rows.push({
      user_id: users.seller,
      title: 'Nova avaliação da sua loja',
      body: 'A Loja do Sérgio recebeu uma avaliação 5 estrelas.',
      created_at: at(3),
    });
    rows.push({
      user_id: users.seller,
      title: 'Estoque baixo',
      body: 'Alguns anúncios da sua loja estão com apenas 1 unidade.',
      created_at: at(0.5),
    });
  }
  return rows;
}
