import { formatCEP, formatCNPJ, formatCPF } from '@brazilian-utils/brazilian-utils';
import { PDFDocument } from 'pdf-lib';
import { formatAccessKey } from '../../../drivers/nfe/index.ts';
import type { PostalAddress } from '../context.ts';
import { brazilDate, Canvas, formatMoney, mm } from './canvas.ts';

export interface DanfeData {
  accessKey: string;
  number: number;
  series: number;
  protocol: string;
  issuedAt: string;
  authorizedAt: string;
  /** tpAmb 2: printed "sem valor fiscal". */
  homologation: boolean;
  issuer: {
    cnpj: string;
    legalName: string;
    tradeName: string | null;
    stateRegistration: string | null;
    phone: string | null;
    address: PostalAddress;
  };
  recipient: { name: string; document: string | null; email: string; address: PostalAddress };
  items: {
    code: string;
    description: string;
    ncm: string;
    cfop: string;
    quantity: number;
    unitCents: number;
  }[];
  productsCents: number;
  shippingCents: number;
  discountCents: number;
  totalCents: number;
  shippingService: string;
  weightGrams: number;
  note: string;
}

const streetLine = (a: PostalAddress) =>
  `${a.street}, ${a.number}${a.complement ? ` - ${a.complement}` : ''}`;

const documentText = (digits: string | null) =>
  !digits
    ? ''
    : digits.length === 14
      ? formatCNPJ(digits)
      : digits.length === 11
        ? formatCPF(digits)
        : digits;

const nfNumber = (n: number) =>
  String(n)
    .padStart(9, '0')
    .replace(/(\d{3})(\d{3})(\d{3})/, '$1.$2.$3');

/**
 * The DANFE (Documento Auxiliar da NF-e), A4 portrait, in the blocks of the MOC's model: header with
 * the issuer, the key's Code 128 barcode and the authorization protocol; recipient; tax totals;
 * carrier; products; additional information.
 */
export async function danfePdf(data: DanfeData): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`DANFE NF-e ${nfNumber(data.number)}`);
  doc.setSubject(`Chave de acesso ${data.accessKey}`);
  doc.setProducer('Mercado de Cartas');
  doc.setCreationDate(new Date(data.authorizedAt));
  const c = await Canvas.open(doc, [595.28, 841.89], mm(8));
  const left = c.margin;
  const full = c.width;

  // Receipt stub.
  let top = c.y;
  c.box(left, top, full, 34);
  c.text(
    `RECEBEMOS DE ${data.issuer.legalName.toUpperCase()} OS PRODUTOS CONSTANTES DA NOTA FISCAL INDICADA AO LADO`,
    left + 3,
    top - 10,
    { size: 6.5, maxWidth: full - 110 },
  );
  c.field('Data de recebimento', '', left, top - 12, 120);
  c.field('Identificação e assinatura do recebedor', '', left + 120, top - 12, full - 230);
  c.text('NF-e', left + full - 100, top - 12, { size: 11, bold: true });
  c.text(`Nº ${nfNumber(data.number)}`, left + full - 100, top - 22, { size: 8 });
  c.text(`Série ${String(data.series).padStart(3, '0')}`, left + full - 100, top - 31, { size: 8 });
  top -= 42;

  // Header: issuer | DANFE | key.
  const headerHeight = 118;
  const issuerWidth = full * 0.38;
  const danfeWidth = full * 0.17;
  const keyWidth = full - issuerWidth - danfeWidth;
  c.box(left, top, issuerWidth, headerHeight);
  c.box(left + issuerWidth, top, danfeWidth, headerHeight);
  c.box(left + issuerWidth + danfeWidth, top, keyWidth, headerHeight);
  const a = data.issuer.address;
  c.text(data.issuer.legalName, left + 4, top - 16, { size: 9.5, bold: true, maxWidth: issuerWidth - 8 });
  if (data.issuer.tradeName)
    c.text(data.issuer.tradeName, left + 4, top - 28, { size: 8, maxWidth: issuerWidth - 8 });
  c.text(streetLine(a), left + 4, top - 44, { size: 7.5, maxWidth: issuerWidth - 8 });
  c.text(`${a.district} - CEP ${formatCEP(a.cep)}`, left + 4, top - 54, {
    size: 7.5,
    maxWidth: issuerWidth - 8,
  });
  c.text(`${a.city} - ${a.uf}`, left + 4, top - 64, { size: 7.5 });
  if (data.issuer.phone) c.text(`Fone: ${data.issuer.phone}`, left + 4, top - 74, { size: 7.5 });

  const dx = left + issuerWidth + 4;
  c.text('DANFE', dx, top - 16, { size: 13, bold: true });
  c.text('Documento Auxiliar da', dx, top - 27, { size: 6.5 });
  c.text('Nota Fiscal Eletrônica', dx, top - 35, { size: 6.5 });
  c.text('0 - Entrada', dx, top - 50, { size: 7 });
  c.text('1 - Saída', dx, top - 59, { size: 7 });
  c.box(dx + 46, top - 46, 14, 14);
  c.text('1', dx + 50, top - 56, { size: 10, bold: true });
  c.text(`Nº ${nfNumber(data.number)}`, dx, top - 78, { size: 8, bold: true });
  c.text(`Série ${String(data.series).padStart(3, '0')}`, dx, top - 89, { size: 8, bold: true });
  c.text('Folha 1/1', dx, top - 100, { size: 7 });

  const kx = left + issuerWidth + danfeWidth;
  await c.barcode(data.accessKey, kx + 8, top - 6, keyWidth - 16, 34);
  c.field('Chave de acesso', formatAccessKey(data.accessKey), kx, top - 44, keyWidth, { size: 8.5 });
  c.text('Consulta de autenticidade no portal nacional da NF-e', kx + 4, top - 74, { size: 6.5 });
  c.text('www.nfe.fazenda.gov.br/portal ou no site da Sefaz autorizadora', kx + 4, top - 82, { size: 6.5 });
  c.line(kx, top - 90, kx + keyWidth);
  c.field(
    'Protocolo de autorização de uso',
    `${data.protocol} - ${brazilDate(data.authorizedAt, true)}`,
    kx,
    top - 90,
    keyWidth,
  );
  top -= headerHeight;

  // Operation and issuer's registrations.
  const rowHeight = 22;
  c.box(left, top, full, rowHeight * 2);
  c.field('Natureza da operação', 'Venda de mercadoria', left, top, full * 0.6);
  c.field('Protocolo de autorização de uso', data.protocol, left + full * 0.6, top, full * 0.4);
  c.line(left, top - rowHeight, left + full);
  c.field('Inscrição estadual', data.issuer.stateRegistration || 'ISENTO', left, top - rowHeight, full / 3);
  c.field('Inscrição estadual do subst. trib.', '', left + full / 3, top - rowHeight, full / 3);
  c.field('CNPJ', formatCNPJ(data.issuer.cnpj), left + (2 * full) / 3, top - rowHeight, full / 3);
  top -= rowHeight * 2 + 8;

  // Recipient.
  c.text('DESTINATÁRIO / REMETENTE', left, top - 6, { size: 7, bold: true });
  top -= 9;
  const r = data.recipient.address;
  c.box(left, top, full, rowHeight * 3);
  c.field('Nome / razão social', data.recipient.name, left, top, full * 0.6);
  c.field('CNPJ / CPF', documentText(data.recipient.document), left + full * 0.6, top, full * 0.22);
  c.field('Data da emissão', brazilDate(data.issuedAt), left + full * 0.82, top, full * 0.18);
  c.line(left, top - rowHeight, left + full);
  c.field('Endereço', streetLine(r), left, top - rowHeight, full * 0.5);
  c.field('Bairro / distrito', r.district, left + full * 0.5, top - rowHeight, full * 0.3);
  c.field('CEP', formatCEP(r.cep), left + full * 0.8, top - rowHeight, full * 0.2);
  c.line(left, top - rowHeight * 2, left + full);
  c.field('Município', r.city, left, top - rowHeight * 2, full * 0.45);
  c.field('UF', r.uf, left + full * 0.45, top - rowHeight * 2, full * 0.08);
  c.field('E-mail', data.recipient.email, left + full * 0.53, top - rowHeight * 2, full * 0.47);
  top -= rowHeight * 3 + 8;

  // Totals.
  c.text('CÁLCULO DO IMPOSTO', left, top - 6, { size: 7, bold: true });
  top -= 9;
  c.box(left, top, full, rowHeight * 2);
  const sixth = full / 6;
  const zero = formatMoney(0);
  [
    ['Base de cálculo do ICMS', zero],
    ['Valor do ICMS', zero],
    ['Base de cálc. ICMS S.T.', zero],
    ['Valor do ICMS subst.', zero],
    ['Valor total dos produtos', formatMoney(data.productsCents)],
    ['', ''],
  ].forEach(([label, value], i) => {
    if (label) c.field(label, value, left + i * sixth, top, sixth);
  });
  c.line(left, top - rowHeight, left + full);
  [
    ['Valor do frete', formatMoney(data.shippingCents)],
    ['Valor do seguro', zero],
    ['Desconto', formatMoney(data.discountCents)],
    ['Outras despesas', zero],
    ['Valor do IPI', zero],
    ['Valor total da nota', formatMoney(data.totalCents)],
  ].forEach(([label, value], i) => {
    c.field(label, value, left + i * sixth, top - rowHeight, sixth);
  });
  top -= rowHeight * 2 + 8;

  // Carrier.
  c.text('TRANSPORTADOR / VOLUMES TRANSPORTADOS', left, top - 6, { size: 7, bold: true });
  top -= 9;
  c.box(left, top, full, rowHeight);
  c.field(
    'Razão social',
    `Empresa Brasileira de Correios e Telégrafos - ${data.shippingService}`,
    left,
    top,
    full * 0.5,
  );
  c.field('Frete por conta', '0 - Emitente', left + full * 0.5, top, full * 0.2);
  c.field('Quantidade', '1', left + full * 0.7, top, full * 0.1);
  c.field(
    'Peso bruto',
    `${(data.weightGrams / 1000).toFixed(3).replace('.', ',')} kg`,
    left + full * 0.8,
    top,
    full * 0.2,
  );
  top -= rowHeight + 8;

  // Products.
  c.text('DADOS DOS PRODUTOS / SERVIÇOS', left, top - 6, { size: 7, bold: true });
  top -= 9;
  const columns: [string, number][] = [
    ['Código', 0.1],
    ['Descrição do produto / serviço', 0.4],
    ['NCM/SH', 0.09],
    ['CSOSN', 0.06],
    ['CFOP', 0.06],
    ['UN', 0.04],
    ['Quant.', 0.07],
    ['Valor unit.', 0.09],
    ['Valor total', 0.09],
  ];
  const drawHeader = () => {
    c.box(left, top, full, 12);
    let x = left;
    for (const [label, share] of columns) {
      c.text(label.toUpperCase(), x + 2, top - 8.5, { size: 5.5, bold: true, maxWidth: full * share - 3 });
      x += full * share;
    }
    top -= 12;
  };
  drawHeader();
  for (const item of data.items) {
    if (top - 12 < c.margin + 60) {
      c.ensure(c.size[1]);
      top = c.y;
      drawHeader();
    }
    const cells = [
      item.code,
      item.description,
      item.ncm.replace(/(\d{4})(\d{2})(\d{2})/, '$1.$2.$3'),
      '102',
      item.cfop,
      'UN',
      item.quantity.toLocaleString('pt-BR', { minimumFractionDigits: 4 }),
      formatMoney(item.unitCents),
      formatMoney(item.unitCents * item.quantity),
    ];
    let x = left;
    cells.forEach((value, i) => {
      const share = columns[i]?.[1] ?? 0.1;
      c.text(value, x + 2, top - 9, { size: 7, maxWidth: full * share - 3 });
      x += full * share;
    });
    c.line(left, top - 12, left + full, 0.3);
    top -= 12;
  }
  top -= 8;

  // Additional information.
  c.text('DADOS ADICIONAIS', left, top - 6, { size: 7, bold: true });
  top -= 9;
  c.y = top;
  c.paragraph(
    `${data.note} Documento emitido por ME ou EPP optante pelo Simples Nacional. Não gera direito a crédito fiscal de IPI.`,
    { size: 7.5, x: left + 3, width: full - 6 },
  );
  if (data.homologation) {
    c.paragraph('NF-E EMITIDA EM AMBIENTE DE HOMOLOGAÇÃO - SEM VALOR FISCAL', {
      size: 9,
      bold: true,
      x: left + 3,
      width: full - 6,
    });
  }
  return doc.save();
}
