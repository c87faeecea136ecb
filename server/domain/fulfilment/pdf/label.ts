import { formatCEP } from '@brazilian-utils/brazilian-utils';
import { PDFDocument } from 'pdf-lib';
import type { PostalAddress } from '../context.ts';
import { Canvas, mm } from './canvas.ts';

export interface LabelData {
  orderNumber: string;
  trackingCode: string;
  serviceName: string;
  weightText: string;
  sender: PostalAddress | { name: string; city: string; uf: string };
  recipient: PostalAddress;
  /** "NF-e 000.000.009 série 3" or "Declaração de conteúdo". */
  document: string;
}

const isFull = (a: LabelData['sender']): a is PostalAddress => 'street' in a;

/**
 * The shipping label, 10 × 15 cm (the Correios thermal label size): service and tracking code with its
 * Code 128 barcode, recipient (large), sender, weight, the order and its fiscal document.
 */
export async function shippingLabelPdf(data: LabelData): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`Etiqueta ${data.trackingCode}`);
  doc.setProducer('Mercado de Cartas');
  const c = await Canvas.open(doc, [mm(100), mm(150)], mm(5));
  const left = c.margin;
  const width = c.width;
  let top = c.y;

  c.text(data.serviceName, left, top - 12, { size: 12, bold: true });
  c.text(`Pedido ${data.orderNumber}`, left, top - 24, { size: 8 });
  c.text('Volume 1/1', left + width - 45, top - 12, { size: 8 });
  top -= 32;

  c.text(data.trackingCode, left + width / 2 - 55, top - 10, { size: 12, bold: true });
  await c.barcode(data.trackingCode, left + 10, top - 14, width - 20, 52);
  top -= 74;

  c.text('Recebedor: ______________________________', left, top - 8, { size: 7.5 });
  c.text('Assinatura: ____________________ Documento: __________', left, top - 20, { size: 7.5 });
  top -= 28;

  c.box(left, top, width, 110, 1.2);
  c.text('DESTINATÁRIO', left + 4, top - 11, { size: 8, bold: true });
  const r = data.recipient;
  c.text(r.name, left + 4, top - 26, { size: 10.5, bold: true, maxWidth: width - 8 });
  c.text(`${r.street}, ${r.number}`, left + 4, top - 40, { size: 9.5, maxWidth: width - 8 });
  if (r.complement) c.text(r.complement, left + 4, top - 52, { size: 9.5, maxWidth: width - 8 });
  c.text(r.district, left + 4, top - 64, { size: 9.5, maxWidth: width - 8 });
  c.text(`${formatCEP(r.cep)}  ${r.city} / ${r.uf}`, left + 4, top - 80, {
    size: 11,
    bold: true,
    maxWidth: width - 8,
  });
  await c.barcode(r.cep, left + 4, top - 86, 90, 18);
  top -= 116;

  const s = data.sender;
  c.text('REMETENTE', left, top - 9, { size: 7.5, bold: true });
  c.text(s.name, left, top - 20, { size: 8, maxWidth: width });
  if (isFull(s)) {
    c.text(`${s.street}, ${s.number}${s.complement ? ` - ${s.complement}` : ''}`, left, top - 30, {
      size: 8,
      maxWidth: width,
    });
    c.text(`${s.district} - ${formatCEP(s.cep)} ${s.city} / ${s.uf}`, left, top - 40, {
      size: 8,
      maxWidth: width,
    });
  } else {
    c.text(`${s.city} / ${s.uf}`, left, top - 30, { size: 8, maxWidth: width });
  }
  top -= 50;
  c.line(left, top, left + width);
  c.text(`Peso: ${data.weightText}`, left, top - 11, { size: 8 });
  c.text(data.document, left + width / 2 - 10, top - 11, { size: 8, maxWidth: width / 2 + 10 });
  return doc.save();
}
