import { bilingual, convertedAmounts, creditNoteNumberText, formatAed, formatMinor, type InvoiceCurrencyTerms, formatDayFor, hoursOf, invoiceNumberText, isolate, vatRateBasisPoints, type InvoiceLine, type InvoiceParty, type VatTreatment } from '@lawfirm/contracts';
import type { ReportDocument } from './document.js';

/** An issued tax invoice as its events tell it: the lines as drafted, the rest as issued, and the credit notes issued against it. */
export interface TaxInvoice {
  number: number;
  issuedOn: string;
  suppliedOn: string;
  seller: InvoiceParty;
  buyer: InvoiceParty;
  reverseCharge: boolean;
  lines: InvoiceLine[];
  subtotalFils: number;
  vatFils: number;
  totalFils: number;
  creditNotes: { number: number; issuedOn: string; reason: string; vatFils: number; totalFils: number }[];
  /** the currency it is billed in and its rate to AED as issued (AED when left out: every amount in AED only) */
  terms?: InvoiceCurrencyTerms;
}

/**
 * A tax credit note as its events tell it (Article 60): its number and day, the invoice it corrects
 * (number and day of issue), the two parties as they stood on that invoice, and for each line it
 * corrects the line's value on the invoice, its corrected value, what is taken back (the
 * difference) and the VAT on it; the totals taken back; why.
 */
export interface TaxCreditNote {
  number: number;
  issuedOn: string;
  reason: string;
  invoice: { number: number; issuedOn: string };
  seller: InvoiceParty;
  buyer: InvoiceParty;
  reverseCharge: boolean;
  lines: {
    /** the line's place on the invoice, from 0 */
    line: number;
    description: string;
    vat: VatTreatment;
    /** the line's net on the invoice */
    invoicedNetFils: number;
    /** the line's net once this credit note (and those before it) are taken off */
    correctedNetFils: number;
    /** what this credit note takes back of the line's net, and the VAT on it */
    netFils: number;
    vatFils: number;
  }[];
  subtotalFils: number;
  vatFils: number;
  totalFils: number;
  /** its invoice's currency and rate (AED when left out) */
  terms?: InvoiceCurrencyTerms;
}

/** one language, or both on one page (each label in English then Arabic) */
export type InvoiceLang = 'en' | 'ar' | 'both';

const WORDS = {
  title: bilingual('billing.taxInvoice'),
  creditTitle: bilingual('billing.taxCreditNote'),
  number: { en: 'Invoice number', ar: 'رقم الفاتورة' },
  creditNumber: { en: 'Credit note number', ar: 'رقم الإشعار الدائن' },
  issuedOn: { en: 'Date of issue', ar: 'تاريخ الإصدار' },
  suppliedOn: { en: 'Date of supply', ar: 'تاريخ التوريد' },
  invoiceNumber: { en: 'Tax invoice corrected', ar: 'الفاتورة الضريبية المصححة' },
  invoiceIssuedOn: { en: 'Date of the tax invoice', ar: 'تاريخ الفاتورة الضريبية' },
  reason: { en: 'Reason for the credit note', ar: 'سبب الإشعار الدائن' },
  seller: { en: 'Supplier', ar: 'المورد' },
  buyer: { en: 'Client', ar: 'العميل' },
  trn: { en: 'TRN', ar: 'رقم التسجيل الضريبي' },
  line: { en: '#', ar: '#' },
  description: { en: 'Description', ar: 'الوصف' },
  quantity: { en: 'Quantity (hours)', ar: 'الكمية (ساعات)' },
  items: { en: 'items', ar: 'بنود' },
  unitPrice: { en: 'Unit price (AED)', ar: 'سعر الوحدة (درهم)' },
  discount: { en: 'Discount (AED)', ar: 'الخصم (درهم)' },
  amount: { en: 'Amount excl. VAT (AED)', ar: 'المبلغ دون الضريبة (درهم)' },
  invoiced: { en: 'On the invoice excl. VAT (AED)', ar: 'في الفاتورة دون الضريبة (درهم)' },
  corrected: { en: 'Corrected excl. VAT (AED)', ar: 'بعد التصحيح دون الضريبة (درهم)' },
  credited: { en: 'Taken back excl. VAT (AED)', ar: 'المبلغ المسترد دون الضريبة (درهم)' },
  vatRate: { en: 'VAT rate', ar: 'نسبة الضريبة' },
  vatAmount: { en: 'VAT (AED)', ar: 'الضريبة (درهم)' },
  lineTotal: { en: 'Amount incl. VAT (AED)', ar: 'المبلغ شامل الضريبة (درهم)' },
  outOfScope: { en: 'Out of scope', ar: 'خارج النطاق' },
  totals: { en: 'Totals (AED)', ar: 'المجاميع (درهم)' },
  creditTotals: { en: 'Taken back (AED)', ar: 'المبالغ المستردة (درهم)' },
  discounts: { en: 'Discounts', ar: 'الخصومات' },
  subtotal: { en: 'Subtotal excl. VAT', ar: 'المجموع دون الضريبة' },
  vat: { en: 'Total VAT', ar: 'إجمالي ضريبة القيمة المضافة' },
  total: { en: 'Total incl. VAT', ar: 'الإجمالي شامل الضريبة' },
  reverseCharge: {
    en: 'VAT to be accounted for by the recipient under the reverse charge mechanism',
    ar: 'يحتسب المتلقي ضريبة القيمة المضافة وفق آلية الاحتساب العكسي',
  },
  creditNotes: { en: 'Credit notes issued against this invoice', ar: 'إشعارات دائنة صادرة على هذه الفاتورة' },
  creditNote: { en: '{number} of {day}: AED {total} incl. VAT {vat} ({reason})', ar: '{number} بتاريخ {day}: {total} درهم شاملة ضريبة {vat} ({reason})' },
  empty: { en: 'No lines', ar: 'لا بنود' },
  page: { en: 'Page {page} of {pages}', ar: 'صفحة {page} من {pages}' },
  truncated: { en: '{shown} of {total} lines shown', ar: 'عُرض {shown} من {total} بنداً' },
  sheet: { en: 'Lines', ar: 'البنود' },
  about: { en: 'Invoice', ar: 'الفاتورة' },
  aboutCredit: { en: 'Credit note', ar: 'الإشعار الدائن' },
  firm: { en: 'Firm', ar: 'المكتب' },
  currency: { en: 'Currency of the invoice', ar: 'عملة الفاتورة' },
  exchangeRate: { en: 'Exchange rate', ar: 'سعر الصرف' },
  rateText: { en: '1 {currency} = {rate} AED', ar: '1 {currency} = {rate} درهم' },
  unitPriceIn: { en: 'Unit price ({currency})', ar: 'سعر الوحدة ({currency})' },
  amountIn: { en: 'Amount excl. VAT ({currency})', ar: 'المبلغ دون الضريبة ({currency})' },
  vatIn: { en: 'VAT ({currency})', ar: 'الضريبة ({currency})' },
  lineTotalIn: { en: 'Amount incl. VAT ({currency})', ar: 'المبلغ شامل الضريبة ({currency})' },
  invoicedIn: { en: 'On the invoice excl. VAT ({currency})', ar: 'في الفاتورة دون الضريبة ({currency})' },
  correctedIn: { en: 'Corrected excl. VAT ({currency})', ar: 'بعد التصحيح دون الضريبة ({currency})' },
  creditedIn: { en: 'Taken back excl. VAT ({currency})', ar: 'المبلغ المسترد دون الضريبة ({currency})' },
  totalsBoth: { en: 'Totals, in the currency of the invoice and in AED', ar: 'المجاميع بعملة الفاتورة وبالدرهم' },
  creditTotalsBoth: { en: 'Taken back, in the currency of the invoice and in AED', ar: 'المبالغ المستردة بعملة الفاتورة وبالدرهم' },
} as const;
type Word = keyof typeof WORDS;

/** the wording of a tax document in one language, or both (each label in English then Arabic) */
function wordingFor(lang: InvoiceLang) {
  // in both, the Arabic isolated: its colon and separators stay on the side they are typed
  const say = (w: Word) => (lang === 'both' && WORDS[w].en !== WORDS[w].ar ? `${WORDS[w].en} · ${isolate(WORDS[w].ar)}` : WORDS[w][lang === 'ar' ? 'ar' : 'en']);
  // a name or value in the other script keeps its place in the line
  const value = (v: string) => (lang === 'en' ? v : isolate(v));
  const day = (d: string) => (lang === 'both' ? `${formatDayFor(d, 'en')} · ${isolate(formatDayFor(d, 'ar'))}` : formatDayFor(d, lang));
  const rate = (vat: VatTreatment) => (vat === 'out_of_scope' ? say('outOfScope') : `${vatRateBasisPoints[vat] / 100}%`);
  /** a label with its {currency} (and other values) filled in each language */
  const sayWith = (w: Word, params: Record<string, string>) => {
    const one = (l: 'en' | 'ar') => fill(WORDS[w][l], l === 'ar' ? Object.fromEntries(Object.entries(params).map(([k, v]) => [k, isolate(v)])) : params);
    return lang === 'both' ? `${one('en')} · ${isolate(one('ar'))}` : one(lang === 'ar' ? 'ar' : 'en');
  };
  return { say, sayWith, value, day, rate };
}
type Wording = ReturnType<typeof wordingFor>;

/** what a tax invoice and a tax credit note each put in the one layout they share */
interface TaxDocumentParts {
  title: Word;
  about: Word;
  /** its number, printed */
  number: { label: Word; text: string };
  /** the days and references above the parties */
  facts: { label: string; value: string }[];
  seller: InvoiceParty;
  buyer: InvoiceParty;
  /** `label`: the header as worded already (with the currency's code) */
  columns: { key: string; header: Word; label?: string; width: number }[];
  rows: Record<string, string | number>[];
  totals: { title: Word; lines: string[] };
}

/**
 * The layout a tax invoice and a tax credit note share: the firm's header and logo, the title, the
 * number, the facts (days, the invoice corrected, the reason), both parties with their TRNs (the
 * client's only when registered), the lines' table and the totals. Amounts in AED as the API shows
 * them (formatAed), digits Latin as the other PDFs print them; the PDF's title, author (the firm)
 * and language set by the renderer from it. `both` is laid out left to right with each label in
 * English then Arabic.
 */
function taxDocument(parts: TaxDocumentParts, lang: InvoiceLang, firm: ReportDocument['firm'], { say, value }: Wording): ReportDocument {
  const inLang = (en: string, ar: string | null | undefined) => (lang === 'en' || !ar ? en : lang === 'ar' ? ar : `${en} · ${ar}`);
  // the Arabic address when the invoice kept one (the firm's, InvoiceIssued v2)
  const party = (role: Word, p: InvoiceParty) => [
    { label: say(role), value: `${value(inLang(p.name, p.nameAr))} — ${value(inLang(p.address, p.addressAr))}` },
    // the client's TRN only when registered
    ...(p.trn ? [{ label: `${say(role)} · ${say('trn')}`, value: value(p.trn) }] : []),
  ];
  const documentLang = lang === 'ar' ? 'ar' : 'en';
  return {
    lang: documentLang,
    title: say(parts.title),
    firm,
    generated: `${say(parts.number.label)}: ${value(parts.number.text)}`,
    filters: [...parts.facts, ...party('seller', parts.seller), ...party('buyer', parts.buyer)],
    columns: [
      { key: 'n', header: say('line'), width: 0.4, kind: 'number' },
      ...parts.columns.map((c) => ({ key: c.key, header: c.label ?? say(c.header), width: c.width, kind: 'text' as const })),
    ],
    rows: parts.rows,
    breakRows: true,
    notes: { title: say(parts.totals.title), lines: parts.totals.lines },
    texts: {
      empty: say('empty'),
      // the renderer fills one {page} and one {pages}
      page: lang === 'both' ? '{page} / {pages}' : say('page'),
      truncated: WORDS.truncated[documentLang],
      dataSheet: say('sheet'),
      aboutSheet: say(parts.about),
      firm: say('firm'),
      report: say(parts.title),
      generatedLabel: say('issuedOn'),
    },
  };
}

const fill = (text: string, params: Record<string, string>) => text.replace(/\{(\w+)\}/g, (_, k: string) => params[k] ?? '');

/** a line's quantity: hours of time, or a count of items */
const quantityOf = (l: InvoiceLine, say: Wording['say']) => (l.unit === 'minute' ? hoursOf(l.quantity) : `${l.quantity} ${say('items')}`);

/** a credit note issued against an invoice, as lines of its totals (in both: the English line then the Arabic one) */
function creditNoteLines(c: TaxInvoice['creditNotes'][number], lang: InvoiceLang): string[] {
  const params = (l: 'en' | 'ar') => ({ number: isolate(creditNoteNumberText(c.number)), day: formatDayFor(c.issuedOn, l), total: formatAed(c.totalFils), vat: formatAed(c.vatFils), reason: isolate(c.reason) });
  return lang === 'both' ? [fill(WORDS.creditNote.en, params('en')), isolate(fill(WORDS.creditNote.ar, params('ar')))] : [fill(WORDS.creditNote[lang], params(lang))];
}

/** an invoice's days of issue and of supply */
const invoiceFacts = (inv: TaxInvoice, { say, day }: Wording) => [
  { label: say('issuedOn'), value: day(inv.issuedOn) },
  { label: say('suppliedOn'), value: day(inv.suppliedOn) },
];

/** a credit note's day of issue, the invoice it corrects (number and day) and why */
const creditNoteFacts = (cn: TaxCreditNote, { say, value, day }: Wording) => [
  { label: say('issuedOn'), value: day(cn.issuedOn) },
  { label: say('invoiceNumber'), value: value(invoiceNumberText(cn.invoice.number)) },
  { label: say('invoiceIssuedOn'), value: day(cn.invoice.issuedOn) },
  { label: say('reason'), value: value(cn.reason) },
];

/**
 * A tax invoice with the particulars of Article 59 of the VAT Executive Regulation, as a document
 * for the platform's renderer (the layout of taxDocument): "Tax Invoice", the number, the days of
 * issue and supply, both parties with their TRNs, each line's quantity, unit price, discount,
 * amount, VAT rate and VAT, the totals, the reverse-charge statement where it applies, and the
 * credit notes issued against it.
 */
export function taxInvoiceDocument(inv: TaxInvoice, lang: InvoiceLang, firm: ReportDocument['firm']): ReportDocument {
  if (inv.terms && inv.terms.currency !== 'AED') return foreignTaxInvoiceDocument({ ...inv, terms: inv.terms }, lang, firm);
  const wording = wordingFor(lang);
  const { say, rate } = wording;
  const discounts = inv.lines.reduce((s, l) => s + l.discountFils, 0);
  return taxDocument(
    {
      title: 'title',
      about: 'about',
      number: { label: 'number', text: invoiceNumberText(inv.number) },
      facts: invoiceFacts(inv, wording),
      seller: inv.seller,
      buyer: inv.buyer,
      columns: [
        { key: 'description', header: 'description', width: 4 },
        { key: 'quantity', header: 'quantity', width: 1.1 },
        { key: 'unitPrice', header: 'unitPrice', width: 1.1 },
        { key: 'discount', header: 'discount', width: 1.1 },
        { key: 'amount', header: 'amount', width: 1.3 },
        { key: 'vatRate', header: 'vatRate', width: 0.9 },
        { key: 'vatAmount', header: 'vatAmount', width: 1 },
        { key: 'total', header: 'lineTotal', width: 1.3 },
      ],
      rows: inv.lines.map((l, i) => ({
        n: i + 1,
        description: l.description,
        quantity: quantityOf(l, say),
        unitPrice: formatAed(l.unitPriceFils),
        discount: formatAed(l.discountFils),
        amount: formatAed(l.netFils),
        vatRate: rate(l.vat),
        vatAmount: formatAed(l.vatFils),
        total: formatAed(l.netFils + l.vatFils),
      })),
      totals: {
        title: 'totals',
        lines: [
          `${say('discounts')}: ${formatAed(discounts)}`,
          `${say('subtotal')}: ${formatAed(inv.subtotalFils)}`,
          `${say('vat')}: ${formatAed(inv.vatFils)}`,
          `${say('total')}: ${formatAed(inv.totalFils)}`,
          ...(inv.reverseCharge ? [say('reverseCharge')] : []),
          ...(inv.creditNotes.length ? [`${say('creditNotes')}:`, ...inv.creditNotes.flatMap((c) => creditNoteLines(c, lang))] : []),
        ],
      },
    },
    lang,
    firm,
    wording,
  );
}

/**
 * A tax credit note with the particulars of Article 60 of the VAT Executive Regulation, in the
 * tax invoice's layout (taxDocument): "Tax Credit Note", its number and day of issue, the tax
 * invoice it corrects (number and day), both parties with their TRNs, for each line corrected its
 * value on the invoice, its corrected value, what is taken back, the VAT rate and the VAT on it, the
 * totals taken back, the reverse-charge statement where the invoice carried it, and why.
 */
export function taxCreditNoteDocument(cn: TaxCreditNote, lang: InvoiceLang, firm: ReportDocument['firm']): ReportDocument {
  if (cn.terms && cn.terms.currency !== 'AED') return foreignTaxCreditNoteDocument({ ...cn, terms: cn.terms }, lang, firm);
  const wording = wordingFor(lang);
  const { say, rate } = wording;
  return taxDocument(
    {
      title: 'creditTitle',
      about: 'aboutCredit',
      number: { label: 'creditNumber', text: creditNoteNumberText(cn.number) },
      facts: creditNoteFacts(cn, wording),
      seller: cn.seller,
      buyer: cn.buyer,
      columns: [
        { key: 'description', header: 'description', width: 3.6 },
        { key: 'invoiced', header: 'invoiced', width: 1.3 },
        { key: 'corrected', header: 'corrected', width: 1.3 },
        { key: 'amount', header: 'credited', width: 1.3 },
        { key: 'vatRate', header: 'vatRate', width: 0.9 },
        { key: 'vatAmount', header: 'vatAmount', width: 1 },
        { key: 'total', header: 'lineTotal', width: 1.3 },
      ],
      rows: cn.lines.map((l) => ({
        n: l.line + 1,
        description: l.description,
        invoiced: formatAed(l.invoicedNetFils),
        corrected: formatAed(l.correctedNetFils),
        amount: formatAed(l.netFils),
        vatRate: rate(l.vat),
        vatAmount: formatAed(l.vatFils),
        total: formatAed(l.netFils + l.vatFils),
      })),
      totals: {
        title: 'creditTotals',
        lines: [
          `${say('subtotal')}: ${formatAed(cn.subtotalFils)}`,
          `${say('vat')}: ${formatAed(cn.vatFils)}`,
          `${say('total')}: ${formatAed(cn.totalFils)}`,
          ...(cn.reverseCharge ? [say('reverseCharge')] : []),
        ],
      },
    },
    lang,
    firm,
    wording,
  );
}

/** the facts and totals of a document in another currency: its currency and rate, and its totals in that currency then in AED (Article 59: the VAT payable in AED) */
function foreignParts(terms: InvoiceCurrencyTerms, wording: Wording, totals: { subtotal: number; vat: number; total: number }, aed: { subtotalFils: number; vatFils: number; totalFils: number }) {
  const { say, sayWith, value } = wording;
  const code = terms.currency;
  const money = (n: number) => formatMinor(n, code);
  const label = (w: Word, c: string) => `${say(w)} (${value(c)})`;
  return {
    facts: [
      { label: say('currency'), value: value(code) },
      { label: say('exchangeRate'), value: sayWith('rateText', { currency: code, rate: terms.exchangeRate ?? '' }) },
    ],
    totals: [
      `${label('subtotal', code)}: ${money(totals.subtotal)}`,
      `${label('vat', code)}: ${money(totals.vat)}`,
      `${label('total', code)}: ${money(totals.total)}`,
      `${label('subtotal', 'AED')}: ${formatAed(aed.subtotalFils)}`,
      `${label('vat', 'AED')}: ${formatAed(aed.vatFils)}`,
      `${label('total', 'AED')}: ${formatAed(aed.totalFils)}`,
    ],
  };
}

/**
 * A tax invoice billed in another currency: the particulars of taxInvoiceDocument with each line's
 * unit price, amount, VAT and total in the invoice's currency (contracts' convertedAmounts), its VAT
 * in AED beside them, the currency and exchange rate among the facts, and the totals in the
 * currency then in AED.
 */
function foreignTaxInvoiceDocument(inv: TaxInvoice & { terms: InvoiceCurrencyTerms }, lang: InvoiceLang, firm: ReportDocument['firm']): ReportDocument {
  const wording = wordingFor(lang);
  const { say, sayWith, rate } = wording;
  const code = inv.terms.currency;
  const money = (n: number) => formatMinor(n, code);
  const converted = convertedAmounts(inv.lines, inv.terms);
  const foreign = foreignParts(inv.terms, wording, converted, inv);
  return taxDocument(
    {
      title: 'title',
      about: 'about',
      number: { label: 'number', text: invoiceNumberText(inv.number) },
      facts: [...invoiceFacts(inv, wording), ...foreign.facts],
      seller: inv.seller,
      buyer: inv.buyer,
      columns: [
        { key: 'description', header: 'description', width: 3.4 },
        { key: 'quantity', header: 'quantity', width: 1 },
        { key: 'unitPrice', header: 'unitPriceIn', label: sayWith('unitPriceIn', { currency: code }), width: 1.1 },
        { key: 'amount', header: 'amountIn', label: sayWith('amountIn', { currency: code }), width: 1.2 },
        { key: 'vatRate', header: 'vatRate', width: 0.8 },
        { key: 'vatIn', header: 'vatIn', label: sayWith('vatIn', { currency: code }), width: 1 },
        { key: 'vatAmount', header: 'vatAmount', width: 1 },
        { key: 'total', header: 'lineTotalIn', label: sayWith('lineTotalIn', { currency: code }), width: 1.2 },
      ],
      rows: inv.lines.map((l, i) => ({
        n: i + 1,
        description: l.description,
        quantity: quantityOf(l, say),
        unitPrice: money(converted.lines[i].unitPrice ?? 0),
        amount: money(converted.lines[i].net),
        vatRate: rate(l.vat),
        vatIn: money(converted.lines[i].vat),
        vatAmount: formatAed(l.vatFils),
        total: money(converted.lines[i].total),
      })),
      totals: {
        title: 'totalsBoth',
        lines: [
          ...foreign.totals,
          ...(inv.reverseCharge ? [say('reverseCharge')] : []),
          ...(inv.creditNotes.length ? [`${say('creditNotes')}:`, ...inv.creditNotes.flatMap((c) => creditNoteLines(c, lang))] : []),
        ],
      },
    },
    lang,
    firm,
    wording,
  );
}

/** a tax credit note of an invoice in another currency: its lines and totals in that currency, its VAT per line and its totals in AED, the rate among the facts */
function foreignTaxCreditNoteDocument(cn: TaxCreditNote & { terms: InvoiceCurrencyTerms }, lang: InvoiceLang, firm: ReportDocument['firm']): ReportDocument {
  const wording = wordingFor(lang);
  const { say, sayWith, rate } = wording;
  const code = cn.terms.currency;
  const money = (n: number) => formatMinor(n, code);
  const converted = convertedAmounts(cn.lines, cn.terms);
  const netIn = (fils: number, vat: VatTreatment) => money(convertedAmounts([{ netFils: fils, vatFils: 0, vat }], cn.terms).lines[0].net);
  const foreign = foreignParts(cn.terms, wording, converted, cn);
  return taxDocument(
    {
      title: 'creditTitle',
      about: 'aboutCredit',
      number: { label: 'creditNumber', text: creditNoteNumberText(cn.number) },
      facts: [...creditNoteFacts(cn, wording), ...foreign.facts],
      seller: cn.seller,
      buyer: cn.buyer,
      columns: [
        { key: 'description', header: 'description', width: 3 },
        { key: 'invoiced', header: 'invoicedIn', label: sayWith('invoicedIn', { currency: code }), width: 1.2 },
        { key: 'corrected', header: 'correctedIn', label: sayWith('correctedIn', { currency: code }), width: 1.2 },
        { key: 'amount', header: 'creditedIn', label: sayWith('creditedIn', { currency: code }), width: 1.2 },
        { key: 'vatRate', header: 'vatRate', width: 0.8 },
        { key: 'vatIn', header: 'vatIn', label: sayWith('vatIn', { currency: code }), width: 1 },
        { key: 'vatAmount', header: 'vatAmount', width: 1 },
        { key: 'total', header: 'lineTotalIn', label: sayWith('lineTotalIn', { currency: code }), width: 1.2 },
      ],
      rows: cn.lines.map((l, i) => ({
        n: l.line + 1,
        description: l.description,
        invoiced: netIn(l.invoicedNetFils, l.vat),
        corrected: netIn(l.correctedNetFils, l.vat),
        amount: money(converted.lines[i].net),
        vatRate: rate(l.vat),
        vatIn: money(converted.lines[i].vat),
        vatAmount: formatAed(l.vatFils),
        total: money(converted.lines[i].total),
      })),
      totals: { title: 'creditTotalsBoth', lines: [...foreign.totals, ...(cn.reverseCharge ? [say('reverseCharge')] : [])] },
    },
    lang,
    firm,
    wording,
  );
}
