import type { DB } from '../index.ts';

/**
 * Help articles (GET /v1/faq, /questions, /my-store/{id}/faq-help) and the content texts of /questions,
 * /shopkeepers and /supplier (docs/support-and-content.md). Idempotent: entries are added only to an
 * empty FAQ, and a text only when the site has none by its code (an admin's edit is never overwritten).
 */

type Entry = { category: string; question: string; answer: string };

const BUYER: Entry[] = [
  {
    category: 'compras',
    question: 'Como compro uma carta no marketplace?',
    answer:
      'Abra a página do produto, escolha a oferta da loja que preferir (condição, idioma e preço aparecem em cada uma) e clique em "Adicionar ao carrinho". No carrinho, confira os itens de cada loja, escolha o frete e finalize o pedido. Cada loja envia a sua parte separadamente.',
  },
  {
    category: 'compras',
    question: 'O que significam as condições das cartas (NM, SP, MP...)?',
    answer:
      'NM (Near Mint) é uma carta praticamente nova; SP (Slightly Played) tem sinais leves de uso; MP (Moderately Played) tem desgaste visível; HP (Heavily Played) tem desgaste forte; D (Damaged) está danificada. A condição é informada pela loja e deve corresponder ao que você recebe.',
  },
  {
    category: 'compras',
    question: 'Posso fazer uma pergunta à loja antes de comprar?',
    answer:
      'Sim. Na página do produto, use o bloco "Perguntas sobre o produto", escolha a loja e envie sua pergunta. A loja é avisada e, quando responder, você recebe um aviso; a resposta fica publicada na página do produto.',
  },
  {
    category: 'pagamentos',
    question: 'Quais formas de pagamento são aceitas?',
    answer:
      'Você pode pagar com PIX, cartão de crédito ou com o crédito da sua carteira no marketplace. Também é possível combinar o crédito da carteira com PIX ou cartão no mesmo pedido.',
  },
  {
    category: 'pagamentos',
    question: 'Quanto tempo tenho para pagar o PIX?',
    answer:
      'O QR Code e o código copia e cola do PIX valem por tempo limitado, mostrado na tela do pedido. Enquanto o pagamento não é confirmado, os itens ficam reservados para você; se o prazo acabar, a reserva é liberada e o pedido é cancelado sem custo.',
  },
  {
    category: 'pagamentos',
    question: 'Meu cartão foi recusado. O que faço?',
    answer:
      'Confira número, validade, código de segurança e o CPF do titular. Se os dados estiverem certos, a recusa vem do emissor do cartão: tente outro cartão ou pague com PIX. Nenhum valor é cobrado em um pagamento recusado.',
  },
  {
    category: 'pagamentos',
    question: 'O que é o crédito da carteira?',
    answer:
      'É um saldo em reais que fica na sua conta: reembolsos de devoluções aceitas e de pedidos cancelados entram nele. Você usa esse saldo em compras futuras, sozinho ou junto com PIX ou cartão.',
  },
  {
    category: 'entrega',
    question: 'Como é calculado o frete?',
    answer:
      'O frete é calculado por loja, a partir do CEP de entrega, do peso dos itens e das opções que cada loja oferece (Correios e outras transportadoras). Algumas lojas oferecem frete grátis em determinados dias da semana.',
  },
  {
    category: 'entrega',
    question: 'Como acompanho a entrega do meu pedido?',
    answer:
      'Em "Meus pedidos", cada pedido mostra a situação de cada loja. Quando a loja envia, o código de rastreio aparece no pedido e você recebe um aviso.',
  },
  {
    category: 'devolucoes',
    question: 'Recebi um item diferente ou danificado. Como peço a devolução?',
    answer:
      'Depois da entrega, abra o pedido e use "Solicitar devolução", explicando o motivo. A loja analisa o pedido; se aceitar, o valor dos itens e do frete volta como crédito na sua carteira.',
  },
  {
    category: 'devolucoes',
    question: 'E se a loja não resolver o meu problema?',
    answer:
      'Você pode abrir uma reclamação no pedido. A conversa com a loja fica registrada e nossa equipe acompanha os casos que não se resolvem.',
  },
  {
    category: 'conta',
    question: 'Como mantenho minha conta segura?',
    answer:
      'Use uma senha forte e exclusiva, não compartilhe seu código de acesso e confira sempre se está no endereço do marketplace antes de digitar seus dados. Nunca pedimos sua senha por e-mail, telefone ou mensagem.',
  },
];

const SELLER: Entry[] = [
  {
    category: 'vendas',
    question: 'Como começo a vender?',
    answer:
      'Crie sua loja em "Quero vender", preencha os dados da empresa e da conta bancária e aguarde a ativação. Depois cadastre seu estoque pelo registro de produtos ou importando uma planilha CSV.',
  },
  {
    category: 'vendas',
    question: 'Como respondo às perguntas dos compradores?',
    answer:
      'As perguntas novas aparecem em "Perguntas pendentes" (Suporte > Perguntas sobre produtos). Responda com clareza: a resposta é publicada na página do produto e o comprador recebe um aviso.',
  },
  {
    category: 'vendas',
    question: 'O que são as perguntas da linha Bra?',
    answer:
      'São perguntas e respostas que a loja escreve sobre produtos da linha Bra para ajudar os compradores. Elas passam por análise da nossa equipe: aprovadas são publicadas; reprovadas mostram o motivo para você corrigir e enviar de novo.',
  },
  {
    category: 'pedidos',
    question: 'Quando devo enviar um pedido?',
    answer:
      'Assim que o pagamento é confirmado, o pedido aparece como pago e você é avisado. Emita a nota, gere a etiqueta e informe o código de rastreio no pedido dentro do prazo de postagem da sua loja.',
  },
  {
    category: 'pedidos',
    question: 'Como funcionam as devoluções para a loja?',
    answer:
      'O comprador pode pedir devolução após a entrega. Você aceita ou recusa em "Pedidos devolvidos"; ao aceitar, o estoque volta e o comprador é reembolsado em crédito. Recusas precisam de uma explicação.',
  },
  {
    category: 'saques',
    question: 'Quando o dinheiro das vendas fica disponível?',
    answer:
      'O valor de cada venda fica reservado até a entrega ao comprador e o fim do prazo de devolução. Depois disso ele passa para o saldo disponível da carteira da loja.',
  },
  {
    category: 'saques',
    question: 'Como faço um saque?',
    answer:
      'Em "Carteira", escolha a conta bancária ou chave PIX cadastrada e informe o valor. Cada saque tem uma tarifa fixa e um valor mínimo, mostrados antes da confirmação; o pagamento é feito a partir do próximo dia útil.',
  },
  {
    category: 'planos',
    question: 'Preciso de um plano para vender?',
    answer:
      'Os planos dão à loja mais recursos, como destaque e limites maiores. A assinatura é mensal, paga com cartão ou PIX, e pode ser cancelada a qualquer momento em "Planos".',
  },
  {
    category: 'suporte',
    question: 'Como falo com o suporte do marketplace?',
    answer:
      'Abra um chamado em Suporte > Abrir chamado, escolha a categoria e descreva o problema; você pode anexar uma imagem ou um PDF de até 3 MB. A resposta chega no próprio chamado e você recebe um aviso.',
  },
  {
    category: 'suporte',
    question: 'Quanto tempo o suporte leva para responder?',
    answer:
      'Respondemos os chamados em até um dia útil, na ordem em que chegam. Chamados sobre pagamentos e saques têm prioridade.',
  },
];

export const SUPPORT_TEXTS: readonly { code: string; title: string; body: string }[] = [
  {
    code: 'perguntas-frequentes',
    title: 'Central de ajuda',
    body: 'Aqui estão as respostas para as dúvidas mais comuns de quem compra no marketplace: pagamento, entrega, trocas e segurança da conta.\nNão encontrou o que procurava? Pergunte diretamente à loja na página do produto ou fale com a loja pela reclamação do pedido.',
  },
  {
    code: 'seja-lojista',
    title: 'Lojistas parceiros',
    body: 'As lojas parceiras são lojas de cartas e jogos de todo o Brasil que vendem no marketplace com estoque próprio, envio rastreado e atendimento ao comprador.\nPara ser parceira, a loja mantém as condições das cartas fiéis ao anunciado, envia os pedidos dentro do prazo e responde às perguntas e reclamações dos compradores.',
  },
  {
    code: 'seja-fornecedor',
    title: 'Venda no marketplace',
    body: 'Abra sua loja sem mensalidade obrigatória, cadastre seu estoque manualmente ou por planilha e alcance compradores de cartas, TCG e acessórios em todo o país.\nVocê recebe pelas vendas na carteira da loja e saca para sua conta bancária ou chave PIX. Nosso suporte atende sua loja por chamados, com resposta em até um dia útil.',
  },
];

export async function seedSupport(db: DB): Promise<void> {
  const now = new Date().toISOString();
  const any = await db.selectFrom('faq_entries').select('id').limit(1).executeTakeFirst();
  if (!any) {
    const rows = [
      ...BUYER.map((e, i) => ({ ...e, audience: 'buyer' as const, sort: i + 1 })),
      ...SELLER.map((e, i) => ({ ...e, audience: 'seller' as const, sort: i + 1 })),
    ].map((e) => ({ ...e, published: 1 as const, created_at: now, updated_at: now }));
    await db.insertInto('faq_entries').values(rows).execute();
  }
  await db
    .insertInto('static_texts')
    .values(SUPPORT_TEXTS.map((t) => ({ ...t, updated_at: now })))
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
}
