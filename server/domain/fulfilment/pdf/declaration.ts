import { formatCEP, formatCNPJ, formatCPF } from '@brazilian-utils/brazilian-utils';
import { PDFDocument } from 'pdf-lib';
import type { PostalAddress } from '../context.ts';
import { Canvas, formatMoney, mm } from './canvas.ts';

export interface DeclarationParty {
  name: string;
  /** CPF or CNPJ digits. */
  document: string | null;
  address: PostalAddress | null;
  /** When the address is unknown, at least where the sender is. */
  city: string;
  uf: string;
}

export interface DeclarationData {
  orderNumber: string;
  sender: DeclarationParty;
  recipient: DeclarationParty;
  items: { description: string; quantity: number; totalCents: number }[];
  totalCents: number;
  weightText: string;
}

/** The text of the Correios model, word for word in its meaning. */
export const DECLARATION_TEXT =
  'Declaro que não me enquadro no conceito de contribuinte previsto no art. 4º da Lei Complementar nº ' +
  '87/1996, uma vez que não realizo, com habitualidade ou em volume que caracterize intuito comercial, ' +
  'operações de circulação de mercadoria, ainda que se iniciem no exterior, ou estou dispensado da ' +
  'emissão da nota fiscal por força da legislação tributária vigente, responsabilizando-me, nos termos da ' +
  'lei e a quem de direito, por informações inverídicas. Declaro ainda que não estou postando conteúdo ' +
  'inflamável, explosivo, causador de combustão espontânea, tóxico, corrosivo, gás ou qualquer outro ' +
  'conteúdo que constitua perigo, conforme o art. 13 da Lei Postal nº 6.538/78.';

const NOTE =
  'OBSERVAÇÃO: Constitui crime contra a ordem tributária suprimir ou reduzir tributo, ou contribuição ' +
  'social e qualquer acessório (Lei 8.137/90, art. 1º, V).';

const documentText = (digits: string | null) =>
  !digits
    ? ''
    : digits.length === 14
      ? formatCNPJ(digits)
      : digits.length === 11
        ? formatCPF(digits)
        : digits;

/**
 * The "Declaração de Conteúdo" (Correios' model), A4: sender, recipient, the goods (item, content,
 * quantity, value), totals and weight, the declaration and the signature line. Goes with a parcel that
 * has no NF-e.
 */
export async function contentDeclarationPdf(data: DeclarationData): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`Declaração de conteúdo ${data.orderNumber}`);
  doc.setProducer('Mercado de Cartas');
  const c = await Canvas.open(doc, [595.28, 841.89], mm(15));
  const left = c.margin;
  const full = c.width;
  let top = c.y;

  c.text('DECLARAÇÃO DE CONTEÚDO', left + full / 2 - 95, top - 16, { size: 15, bold: true });
  c.text(`Pedido ${data.orderNumber}`, left + full - 110, top - 30, { size: 8 });
  top -= 40;

  const half = full / 2;
  const party = (title: string, p: DeclarationParty, x: number) => {
    const rows = 6;
    c.box(x, top, half, rows * 18);
    c.text(title, x + 4, top - 11, { size: 9, bold: true });
    const a = p.address;
    const lines: [string, string][] = [
      ['Nome', p.name],
      ['Endereço', a ? `${a.street}, ${a.number}${a.complement ? ` - ${a.complement}` : ''}` : ''],
      ['Cidade / UF', `${a?.city ?? p.city} / ${a?.uf ?? p.uf}`],
      ['CEP', a ? formatCEP(a.cep) : ''],
      ['CPF / CNPJ', documentText(p.document)],
    ];
    lines.forEach(([label, value], i) => {
      const y = top - 18 - i * 18;
      c.line(x, y, x + half, 0.3);
      c.text(`${label}:`, x + 4, y - 12, { size: 7.5, bold: true });
      c.text(value, x + 62, y - 12, { size: 8, maxWidth: half - 66 });
    });
  };
  party('REMETENTE', data.sender, left);
  party('DESTINATÁRIO', data.recipient, left + half);
  top -= 6 * 18 + 14;

  c.text('IDENTIFICAÇÃO DOS BENS', left + full / 2 - 60, top - 10, { size: 10, bold: true });
  top -= 16;
  const cols: [string, number][] = [
    ['ITEM', 0.08],
    ['CONTEÚDO', 0.6],
    ['QUANT.', 0.12],
    ['VALOR', 0.2],
  ];
  const row = (cells: string[], bold = false) => {
    if (top - 16 < c.margin + 200) {
      c.ensure(c.size[1]);
      top = c.y;
    }
    c.box(left, top, full, 16, 0.5);
    let x = left;
    cells.forEach((value, i) => {
      const share = cols[i]?.[1] ?? 0.1;
      c.text(value, x + 3, top - 11, { size: 8, bold, maxWidth: full * share - 6 });
      if (i > 0) c.page.drawLine({ start: { x, y: top }, end: { x, y: top - 16 }, thickness: 0.5 });
      x += full * share;
    });
    top -= 16;
  };
  row(
    cols.map(([label]) => label),
    true,
  );
  data.items.forEach((item, i) => {
    row([String(i + 1), item.description, String(item.quantity), formatMoney(item.totalCents)]);
  });
  const quantity = data.items.reduce((sum, i) => sum + i.quantity, 0);
  row(['', 'TOTAIS', String(quantity), formatMoney(data.totalCents)], true);
  row(['', `PESO TOTAL (kg): ${data.weightText}`, '', ''], true);
  top -= 14;

  c.text('DECLARAÇÃO', left + full / 2 - 30, top - 10, { size: 10, bold: true });
  c.y = top - 14;
  c.paragraph(DECLARATION_TEXT, { size: 8.5 });
  c.y -= 30;
  c.text('______________________, ______ de ____________________ de ________', left, c.y, { size: 9 });
  c.y -= 40;
  c.line(left + full / 2 - 130, c.y, left + full / 2 + 130);
  c.text('Assinatura do Declarante/Remetente', left + full / 2 - 70, c.y - 11, { size: 8 });
  c.y -= 30;
  c.paragraph(NOTE, { size: 7.5 });
  return doc.save();
}
