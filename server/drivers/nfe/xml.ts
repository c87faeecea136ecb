import { IBGE_UF_CODES, NFE_MODEL, NFE_NORMAL_ISSUE } from './access-key.ts';
import type { NfeAddress, NfeDocumentInput } from './types.ts';

/** NCM of trading cards ("cartas para jogar", 9504.40.00). */
export const NCM_PLAYING_CARDS = '95044000';

const NAMESPACE = 'http://www.portalfiscal.inf.br/nfe';

export const escapeXml = (value: string): string =>
  value.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c,
  );

const tag = (name: string, value: string | number | null | undefined): string =>
  value === null || value === undefined || value === ''
    ? ''
    : `<${name}>${escapeXml(String(value))}</${name}>`;

const money = (cents: number) => (cents / 100).toFixed(2);

/** ISO date with the Brasília offset, as dhEmi wants it: 2026-11-25T10:15:00-03:00. */
export function brasiliaDateTime(date: Date): string {
  const local = new Date(date.getTime() - 3 * 3600_000).toISOString().slice(0, 19);
  return `${local}-03:00`;
}

/** tPag: 17 PIX, 03 credit card, 05 store credit (the marketplace wallet). */
const PAYMENT_CODES: Record<string, string> = { pix: '17', credit_card: '03', wallet: '05' };

function address(prefix: 'enderEmit' | 'enderDest', a: NfeAddress, phone?: string | null): string {
  return (
    `<${prefix}>` +
    tag('xLgr', a.street) +
    tag('nro', a.number) +
    tag('xCpl', a.complement) +
    tag('xBairro', a.district) +
    tag('xMun', a.city) +
    tag('UF', a.uf) +
    tag('CEP', a.cep.replace(/\D/g, '')) +
    '<cPais>1058</cPais><xPais>Brasil</xPais>' +
    tag('fone', phone?.replace(/\D/g, '')) +
    `</${prefix}>`
  );
}

/** vProd, vFrete, vDesc and vNF of a document. */
export function nfeTotals(doc: Pick<NfeDocumentInput, 'items' | 'shippingCents' | 'discountCents'>) {
  const products = doc.items.reduce((sum, i) => sum + i.quantity * i.unitCents, 0);
  return {
    productsCents: products,
    shippingCents: doc.shippingCents,
    discountCents: doc.discountCents,
    totalCents: products + doc.shippingCents - doc.discountCents,
  };
}

/**
 * The NF-e XML, layout 4.00 (`<NFe><infNFe versao="4.00" Id="NFe{chave}">`): ide, emit, dest, det
 * (one per item, NCM 9504.40.00, Simples Nacional CSOSN 102), total/ICMSTot, transp, pag, infAdic.
 * Unsigned: a real driver adds the XML signature before sending it.
 */
export function buildNfeXml(doc: NfeDocumentInput): string {
  const key = doc.accessKey;
  const sameUf = doc.issuer.address.uf === doc.recipient.address.uf;
  const cfop = sameUf ? '5102' : '6108';
  const totals = nfeTotals(doc);
  const recipientDocument = doc.recipient.document?.replace(/\D/g, '') ?? '';
  const ide =
    '<ide>' +
    tag('cUF', IBGE_UF_CODES[doc.issuer.address.uf]) +
    tag('cNF', doc.code) +
    tag('natOp', 'Venda de mercadoria') +
    tag('mod', NFE_MODEL) +
    tag('serie', doc.series) +
    tag('nNF', doc.number) +
    tag('dhEmi', brasiliaDateTime(doc.issuedAt)) +
    '<tpNF>1</tpNF>' +
    tag('idDest', sameUf ? 1 : 2) +
    '<tpImp>1</tpImp>' +
    tag('tpEmis', NFE_NORMAL_ISSUE) +
    tag('cDV', key.slice(43)) +
    tag('tpAmb', doc.environment) +
    '<finNFe>1</finNFe><indFinal>1</indFinal><indPres>2</indPres><indIntermed>1</indIntermed>' +
    '<procEmi>0</procEmi><verProc>MercadoCartas 1.0</verProc>' +
    '</ide>';
  const emit =
    '<emit>' +
    tag('CNPJ', doc.issuer.cnpj) +
    tag('xNome', doc.issuer.legalName) +
    tag('xFant', doc.issuer.tradeName) +
    address('enderEmit', doc.issuer.address, doc.issuer.phone) +
    tag('IE', doc.issuer.stateRegistration || 'ISENTO') +
    '<CRT>1</CRT>' +
    '</emit>';
  const dest =
    '<dest>' +
    (recipientDocument.length === 14
      ? tag('CNPJ', recipientDocument)
      : recipientDocument.length === 11
        ? tag('CPF', recipientDocument)
        : '') +
    tag('xNome', doc.recipient.name) +
    address('enderDest', doc.recipient.address) +
    '<indIEDest>9</indIEDest>' +
    tag('email', doc.recipient.email) +
    '</dest>';
  const items = doc.items
    .map(
      (item, index) =>
        `<det nItem="${index + 1}"><prod>` +
        tag('cProd', item.code) +
        '<cEAN>SEM GTIN</cEAN>' +
        tag('xProd', item.description) +
        tag('NCM', item.ncm) +
        tag('CFOP', cfop) +
        '<uCom>UN</uCom>' +
        tag('qCom', item.quantity.toFixed(4)) +
        tag('vUnCom', (item.unitCents / 100).toFixed(10)) +
        tag('vProd', money(item.quantity * item.unitCents)) +
        '<cEANTrib>SEM GTIN</cEANTrib><uTrib>UN</uTrib>' +
        tag('qTrib', item.quantity.toFixed(4)) +
        tag('vUnTrib', (item.unitCents / 100).toFixed(10)) +
        '<indTot>1</indTot></prod>' +
        '<imposto><ICMS><ICMSSN102><orig>0</orig><CSOSN>102</CSOSN></ICMSSN102></ICMS>' +
        '<PIS><PISOutr><CST>99</CST><vBC>0.00</vBC><pPIS>0.0000</pPIS><vPIS>0.00</vPIS></PISOutr></PIS>' +
        '<COFINS><COFINSOutr><CST>99</CST><vBC>0.00</vBC><pCOFINS>0.0000</pCOFINS><vCOFINS>0.00</vCOFINS></COFINSOutr></COFINS>' +
        '</imposto></det>',
    )
    .join('');
  const total =
    '<total><ICMSTot>' +
    '<vBC>0.00</vBC><vICMS>0.00</vICMS><vICMSDeson>0.00</vICMSDeson><vFCP>0.00</vFCP><vBCST>0.00</vBCST>' +
    '<vST>0.00</vST><vFCPST>0.00</vFCPST><vFCPSTRet>0.00</vFCPSTRet>' +
    tag('vProd', money(totals.productsCents)) +
    tag('vFrete', money(totals.shippingCents)) +
    '<vSeg>0.00</vSeg>' +
    tag('vDesc', money(totals.discountCents)) +
    '<vII>0.00</vII><vIPI>0.00</vIPI><vIPIDevol>0.00</vIPIDevol><vPIS>0.00</vPIS><vCOFINS>0.00</vCOFINS>' +
    '<vOutro>0.00</vOutro>' +
    tag('vNF', money(totals.totalCents)) +
    '</ICMSTot></total>';
  const transp = '<transp><modFrete>0</modFrete></transp>';
  const pag =
    '<pag><detPag>' +
    tag('tPag', PAYMENT_CODES[doc.paymentMethod] ?? '99') +
    tag('vPag', money(totals.totalCents)) +
    '</detPag></pag>';
  const infAdic = `<infAdic>${tag('infCpl', doc.note)}</infAdic>`;
  return (
    '<?xml version="1.0" encoding="UTF-8"?>' +
    `<NFe xmlns="${NAMESPACE}"><infNFe versao="4.00" Id="NFe${key}">` +
    ide +
    emit +
    dest +
    items +
    total +
    transp +
    pag +
    infAdic +
    '</infNFe></NFe>'
  );
}

/** The authorized document as it is kept and downloaded: `<nfeProc>` with the NF-e and SEFAZ's protocol. */
export function nfeProcXml(
  nfeXml: string,
  protocol: {
    accessKey: string;
    number: string;
    receivedAt: string;
    environment: 1 | 2;
    application: string;
  },
): string {
  const nfe = nfeXml.replace(/^<\?xml[^>]*\?>/, '');
  return (
    '<?xml version="1.0" encoding="UTF-8"?>' +
    `<nfeProc xmlns="${NAMESPACE}" versao="4.00">` +
    nfe +
    '<protNFe versao="4.00"><infProt>' +
    tag('tpAmb', protocol.environment) +
    tag('verAplic', protocol.application) +
    tag('chNFe', protocol.accessKey) +
    tag('dhRecbto', protocol.receivedAt) +
    tag('nProt', protocol.number) +
    '<cStat>100</cStat><xMotivo>Autorizado o uso da NF-e</xMotivo>' +
    '</infProt></protNFe></nfeProc>'
  );
}
