import { formatAed, vatRateBasisPoints, vatTreatments, type VatTreatment } from './money.js';
import { creditNoteNumberText, invoiceNumberText, type InvoiceLine, type InvoiceParty } from './invoices.js';
import { convertFils, currencyMinorDigits, formatMinor, parseExchangeRate, type InvoiceCurrencyTerms } from './currency.js';

/**
 * An issued tax invoice or credit note as a structured e-invoice of the UAE's Electronic Invoicing
 * System: UBL 2.1 in the PINT AE billing profile (Peppol PINT AE, docs.peppol.eu/poac/ae/pint-ae),
 * written from the invoice's own events (amounts in fils, parties as they stood when issued), for
 * an Accredited Service Provider to validate and transmit. docs/billing.md maps each field.
 */
export const PINT_AE_CUSTOMIZATION_ID = 'urn:peppol:pint:billing-1@ae-1';
export const PINT_AE_PROFILE_ID = 'urn:peppol:bis:billing';
/** the Peppol scheme of a UAE party's electronic address: its TIN (the first ten digits of the TRN) */
export const UAE_ENDPOINT_SCHEME = '0235';
/** the predefined endpoint of a buyer outside UAE e-invoicing (no TRN): the document is reported to the FTA only */
export const BUYER_NOT_IN_SCOPE_ENDPOINT = '9900000098';
/** the predefined endpoint of an export to a receiver not on Peppol */
export const EXPORT_ENDPOINT = '9900000099';

/** UNCL 5305 tax categories as PINT AE uses them: standard rate, zero rated, outside the scope of VAT */
export const taxCategoryOf: Record<VatTreatment, 'S' | 'Z' | 'O'> = { standard: 'S', zero_rated: 'Z', out_of_scope: 'O' };

export interface EInvoiceSource {
  /** a uuid that stays the same for this document (BTAE-02) */
  uuid: string;
  issuedOn: string;
  /** the supply's period (the invoice's from and to) */
  period: { from: string; to: string };
  seller: InvoiceParty;
  buyer: InvoiceParty;
  /** the client is outside the UAE: an export (transaction type flag 8) */
  reverseCharge: boolean;
  lines: readonly InvoiceLine[];
  /** the currency the invoice is billed in and its rate (AED when left out): the document's currency (IBT-005), the tax currency AED (IBT-006) */
  terms?: InvoiceCurrencyTerms;
}

export type EInvoiceDocument =
  | ({ kind: 'invoice'; number: number } & EInvoiceSource)
  | ({ kind: 'credit_note'; number: number; invoiceNumber: number; invoiceIssuedOn: string; reason: string } & EInvoiceSource);

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
type Attrs = Record<string, string>;
const el = (name: string, content: string | string[], attrs: Attrs = {}) => {
  const a = Object.entries(attrs).map(([k, v]) => ` ${k}="${escapeXml(v)}"`).join('');
  const body = Array.isArray(content) ? content.join('') : escapeXml(content);
  return `<${name}${a}>${body}</${name}>`;
};
/** an amount in AED: two decimals, no grouping */
const aed = (fils: number) => formatAed(fils).replace(/,/g, '');
const amount = (name: string, fils: number) => el(name, aed(fils), { currencyID: 'AED' });
const percentOf = (vat: VatTreatment) => String(vatRateBasisPoints[vat] / 100);

/** the electronic address of a party: its TIN, or the predefined one of a buyer without a TRN */
const endpointOf = (party: InvoiceParty, role: 'seller' | 'buyer', exported: boolean) =>
  party.trn ? party.trn.slice(0, 10) : role === 'buyer' ? (exported ? EXPORT_ENDPOINT : BUYER_NOT_IN_SCOPE_ENDPOINT) : '';

function partyXml(party: InvoiceParty, role: 'seller' | 'buyer', exported: boolean): string {
  return el('cac:Party', [
    el('cbc:EndpointID', endpointOf(party, role, exported), { schemeID: UAE_ENDPOINT_SCHEME }),
    el('cac:PartyName', [el('cbc:Name', party.name)]),
    el('cac:PostalAddress', [el('cbc:StreetName', party.address), el('cac:Country', [el('cbc:IdentificationCode', exported && role === 'buyer' ? 'ZZ' : 'AE')])]),
    ...(party.trn ? [el('cac:PartyTaxScheme', [el('cbc:CompanyID', party.trn), el('cac:TaxScheme', [el('cbc:ID', 'VAT')])])] : []),
    el('cac:PartyLegalEntity', [el('cbc:RegistrationName', party.name)]),
  ]);
}

/** a line of the document: what it says, how much of what at which price, and its net and VAT */
interface Row {
  line: InvoiceLine;
  quantity: number;
  /** UN/ECE rec. 20: minutes (MIN) billed at an hourly price (a base of 60), or one unit (C62) */
  unit: { code: 'MIN' | 'C62'; base: number };
  priceFils: number;
  discountFils: number;
  netFils: number;
  vatFils: number;
  /** in the document's currency (its minor units): price, discount, net and VAT; the fils themselves in AED */
  doc: { price: number; discount: number; net: number; vat: number };
}

/** a row's amounts in the document's currency: converted from its fils at the rate, the VAT its rate on that net (currency.ts convertedAmounts' rule) */
function inDocumentCurrency(row: Omit<Row, 'doc'>, terms: InvoiceCurrencyTerms): Row {
  const rate = terms.currency === 'AED' || terms.exchangeRate === null ? null : parseExchangeRate(terms.exchangeRate);
  if (rate === null) return { ...row, doc: { price: row.priceFils, discount: row.discountFils, net: row.netFils, vat: row.vatFils } };
  const digits = currencyMinorDigits[terms.currency];
  const net = convertFils(row.netFils, rate, digits);
  const vat = Number((BigInt(net) * BigInt(vatRateBasisPoints[row.line.vat]) * 2n + 10_000n) / 20_000n);
  return { ...row, doc: { price: convertFils(row.priceFils, rate, digits), discount: convertFils(row.discountFils, rate, digits), net, vat } };
}

/** an invoice line: minutes against the hourly rate, or items, less its share of the discount */
const invoiceRow = (line: InvoiceLine): Omit<Row, 'doc'> => ({
  line,
  quantity: line.quantity,
  unit: line.unit === 'minute' ? { code: 'MIN', base: 60 } : { code: 'C62', base: 1 },
  priceFils: line.unitPriceFils,
  discountFils: line.discountFils,
  netFils: line.netFils,
  vatFils: line.vatFils,
});

/** a credit note's line: one unit of what it takes back of the invoice's line */
const creditRow = (line: InvoiceLine, netFils: number, vatFils: number): Omit<Row, 'doc'> => ({ line, quantity: 1, unit: { code: 'C62', base: 1 }, priceFils: netFils, discountFils: 0, netFils, vatFils });

/** an amount in the document's currency, in its minor units, with as many decimals as the currency has */
const docAmount = (name: string, minor: number, terms: InvoiceCurrencyTerms) => (terms.currency === 'AED' ? amount(name, minor) : el(name, formatMinor(minor, terms.currency), { currencyID: terms.currency }));

function lineXml(row: Row, index: number, lineTag: 'cac:InvoiceLine' | 'cac:CreditNoteLine', terms: InvoiceCurrencyTerms): string {
  const { line, unit, doc } = row;
  return el(lineTag, [
    el('cbc:ID', String(index + 1)),
    el(lineTag === 'cac:InvoiceLine' ? 'cbc:InvoicedQuantity' : 'cbc:CreditedQuantity', String(row.quantity), { unitCode: unit.code }),
    docAmount('cbc:LineExtensionAmount', doc.net, terms),
    ...(row.discountFils > 0
      ? [el('cac:AllowanceCharge', [el('cbc:ChargeIndicator', 'false'), el('cbc:AllowanceChargeReason', 'Discount'), docAmount('cbc:Amount', doc.discount, terms), docAmount('cbc:BaseAmount', doc.net + doc.discount, terms)])]
      : []),
    el('cac:Item', [
      el('cbc:Description', line.description),
      el('cbc:Name', line.description.slice(0, 200)),
      el('cac:ClassifiedTaxCategory', [el('cbc:ID', taxCategoryOf[line.vat]), el('cbc:Percent', percentOf(line.vat)), el('cac:TaxScheme', [el('cbc:ID', 'VAT')])]),
    ]),
    el('cac:Price', [docAmount('cbc:PriceAmount', doc.price, terms), el('cbc:BaseQuantity', String(unit.base), { unitCode: unit.code })]),
    // PINT AE: the line's amount with its VAT, and that VAT, in AED (the tax currency) whatever the document's currency (BTAE-10)
    el('cac:ItemPriceExtension', [amount('cbc:Amount', row.netFils + row.vatFils), el('cac:TaxTotal', [amount('cbc:TaxAmount', row.vatFils)])]),
  ]);
}

/**
 * The e-invoice of an issued invoice, or of a credit note (only the credited part of each line it
 * takes back: `credited` gives line index, net and VAT in fils).
 */
export function pintAeXml(doc: EInvoiceDocument, credited?: readonly { line: number; netFils: number; vatFils: number }[]): string {
  const isCredit = doc.kind === 'credit_note';
  const terms = doc.terms ?? { currency: 'AED', exchangeRate: null };
  const rows = (isCredit ? (credited ?? []).map((c) => creditRow(doc.lines[c.line], c.netFils, c.vatFils)) : doc.lines.map(invoiceRow)).map((r) => inDocumentCurrency(r, terms));
  // the breakdown and totals in the document's currency; in AED they are the fils
  const byCategory = vatTreatments
    .map((vat) => ({ vat, rows: rows.filter((r) => r.line.vat === vat) }))
    .filter((g) => g.rows.length)
    .map((g) => ({ vat: g.vat, netFils: g.rows.reduce((s, r) => s + r.doc.net, 0), vatFils: g.rows.reduce((s, r) => s + r.doc.vat, 0) }));
  const netFils = byCategory.reduce((s, g) => s + g.netFils, 0);
  const vatFils = byCategory.reduce((s, g) => s + g.vatFils, 0);
  /** the VAT in AED (IBT-111): the books' fils */
  const vatAed = rows.reduce((s, r) => s + r.vatFils, 0);
  const money = (name: string, minor: number) => docAmount(name, minor, terms);
  const root = isCredit ? 'CreditNote' : 'Invoice';
  const ns = isCredit ? 'urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2' : 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2';
  // the transaction type flags (free zone, deemed supply, margin, summary, continuous, agent, e-commerce, export)
  const transactionType = doc.reverseCharge ? '00000001' : '00000000';
  const body = [
    el('cbc:CustomizationID', PINT_AE_CUSTOMIZATION_ID),
    el('cbc:ProfileID', PINT_AE_PROFILE_ID),
    el('cbc:ProfileExecutionID', transactionType),
    el('cbc:ID', isCredit ? creditNoteNumberText(doc.number) : invoiceNumberText(doc.number)),
    el('cbc:UUID', doc.uuid),
    el('cbc:IssueDate', doc.issuedOn),
    el(isCredit ? 'cbc:CreditNoteTypeCode' : 'cbc:InvoiceTypeCode', isCredit ? '381' : '380'),
    ...(isCredit ? [el('cbc:Note', doc.reason)] : []),
    el('cbc:DocumentCurrencyCode', terms.currency),
    el('cbc:TaxCurrencyCode', 'AED'),
    el('cac:InvoicePeriod', [el('cbc:StartDate', doc.period.from), el('cbc:EndDate', doc.period.to)]),
    ...(isCredit
      ? [
          el('cac:DiscrepancyResponse', [el('cbc:ResponseCode', 'DL8.61.1.C'), el('cbc:Description', doc.reason)]),
          el('cac:BillingReference', [el('cac:InvoiceDocumentReference', [el('cbc:ID', invoiceNumberText(doc.invoiceNumber)), el('cbc:IssueDate', doc.invoiceIssuedOn)])]),
        ]
      : []),
    el('cac:AccountingSupplierParty', [partyXml(doc.seller, 'seller', doc.reverseCharge)]),
    el('cac:AccountingCustomerParty', [partyXml(doc.buyer, 'buyer', doc.reverseCharge)]),
    ...(isCredit ? [] : [el('cac:PaymentMeans', [el('cbc:PaymentMeansCode', '30', { name: 'Credit transfer' }), el('cbc:PaymentID', invoiceNumberText(doc.number))])]),
    el('cac:TaxTotal', [
      money('cbc:TaxAmount', vatFils),
      ...byCategory.map((g) =>
        el('cac:TaxSubtotal', [
          money('cbc:TaxableAmount', g.netFils),
          money('cbc:TaxAmount', g.vatFils),
          el('cac:TaxCategory', [el('cbc:ID', taxCategoryOf[g.vat]), el('cbc:Percent', percentOf(g.vat)), el('cac:TaxScheme', [el('cbc:ID', 'VAT')])]),
        ]),
      ),
    ]),
    // in another currency, the VAT in the tax currency too: a second total with its amount only (IBT-111)
    ...(terms.currency === 'AED' ? [] : [el('cac:TaxTotal', [amount('cbc:TaxAmount', vatAed)])]),
    el('cac:LegalMonetaryTotal', [
      money('cbc:LineExtensionAmount', netFils),
      money('cbc:TaxExclusiveAmount', netFils),
      money('cbc:TaxInclusiveAmount', netFils + vatFils),
      money('cbc:PayableAmount', netFils + vatFils),
    ]),
    ...rows.map((r, i) => lineXml(r, i, isCredit ? 'cac:CreditNoteLine' : 'cac:InvoiceLine', terms)),
  ];
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    el(root, body, {
      xmlns: ns,
      'xmlns:cac': 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
      'xmlns:cbc': 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
    })
  );
}
