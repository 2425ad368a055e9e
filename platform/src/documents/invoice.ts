import { bilingual, creditNoteNumberText, formatAed, formatDayFor, hoursOf, invoiceNumberText, isolate, vatRateBasisPoints, type InvoiceLine, type InvoiceParty } from '@lawfirm/contracts';
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
}

/** one language, or both on one page (each label in English then Arabic) */
export type InvoiceLang = 'en' | 'ar' | 'both';

const WORDS = {
  title: bilingual('billing.taxInvoice'),
  number: { en: 'Invoice number', ar: 'رقم الفاتورة' },
  issuedOn: { en: 'Date of issue', ar: 'تاريخ الإصدار' },
  suppliedOn: { en: 'Date of supply', ar: 'تاريخ التوريد' },
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
  vatRate: { en: 'VAT rate', ar: 'نسبة الضريبة' },
  vatAmount: { en: 'VAT (AED)', ar: 'الضريبة (درهم)' },
  lineTotal: { en: 'Amount incl. VAT (AED)', ar: 'المبلغ شامل الضريبة (درهم)' },
  outOfScope: { en: 'Out of scope', ar: 'خارج النطاق' },
  totals: { en: 'Totals (AED)', ar: 'المجاميع (درهم)' },
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
  firm: { en: 'Firm', ar: 'المكتب' },
} as const;
type Word = keyof typeof WORDS;

/**
 * A tax invoice with the particulars of Article 59 of the VAT Executive Regulation, as a document
 * for the platform's renderer: the firm's header and logo, "Tax Invoice", the number, the days of
 * issue and supply, both parties with their TRNs, each line's quantity, unit price, discount,
 * amount, VAT rate and VAT, the totals, the reverse-charge statement where it applies, and the
 * credit notes issued against it. Amounts in AED as the API shows them (formatAed), digits Latin
 * as the other PDFs print them. `both` is laid out left to right with each label in English then Arabic.
 */
export function taxInvoiceDocument(inv: TaxInvoice, lang: InvoiceLang, firm: ReportDocument['firm']): ReportDocument {
  // in both, the Arabic isolated: its colon and separators stay on the side they are typed
  const say = (w: Word) => (lang === 'both' && WORDS[w].en !== WORDS[w].ar ? `${WORDS[w].en} · ${isolate(WORDS[w].ar)}` : WORDS[w][lang === 'ar' ? 'ar' : 'en']);
  const fill = (text: string, params: Record<string, string>) => text.replace(/\{(\w+)\}/g, (_, k: string) => params[k] ?? '');
  // a name or value in the other script keeps its place in the line
  const value = (v: string) => (lang === 'en' ? v : isolate(v));
  const day = (d: string) => (lang === 'both' ? `${formatDayFor(d, 'en')} · ${isolate(formatDayFor(d, 'ar'))}` : formatDayFor(d, lang));
  const nameOf = (p: InvoiceParty) => (lang === 'en' || !p.nameAr ? p.name : lang === 'ar' ? p.nameAr : `${p.name} · ${p.nameAr}`);
  const party = (role: Word, p: InvoiceParty) => [
    { label: say(role), value: `${value(nameOf(p))} — ${value(p.address)}` },
    // the client's TRN only when registered
    ...(p.trn ? [{ label: `${say(role)} · ${say('trn')}`, value: value(p.trn) }] : []),
  ];
  const rate = (l: InvoiceLine) => (l.vat === 'out_of_scope' ? say('outOfScope') : `${vatRateBasisPoints[l.vat] / 100}%`);
  const quantity = (l: InvoiceLine) => (l.unit === 'minute' ? hoursOf(l.quantity) : `${l.quantity} ${say('items')}`);
  const discounts = inv.lines.reduce((s, l) => s + l.discountFils, 0);
  // in both, the English line then the Arabic one
  const creditNote = (c: TaxInvoice['creditNotes'][number]) => {
    const params = (l: 'en' | 'ar') => ({ number: isolate(creditNoteNumberText(c.number)), day: formatDayFor(c.issuedOn, l), total: formatAed(c.totalFils), vat: formatAed(c.vatFils), reason: isolate(c.reason) });
    return lang === 'both' ? [fill(WORDS.creditNote.en, params('en')), isolate(fill(WORDS.creditNote.ar, params('ar')))] : [fill(WORDS.creditNote[lang], params(lang))];
  };
  const documentLang = lang === 'ar' ? 'ar' : 'en';

  return {
    lang: documentLang,
    title: say('title'),
    firm,
    generated: `${say('number')}: ${value(invoiceNumberText(inv.number))}`,
    filters: [
      { label: say('issuedOn'), value: day(inv.issuedOn) },
      { label: say('suppliedOn'), value: day(inv.suppliedOn) },
      ...party('seller', inv.seller),
      ...party('buyer', inv.buyer),
    ],
    columns: [
      { key: 'n', header: say('line'), width: 0.4, kind: 'number' },
      { key: 'description', header: say('description'), width: 4, kind: 'text' },
      { key: 'quantity', header: say('quantity'), width: 1.1, kind: 'text' },
      { key: 'unitPrice', header: say('unitPrice'), width: 1.1, kind: 'text' },
      { key: 'discount', header: say('discount'), width: 1.1, kind: 'text' },
      { key: 'amount', header: say('amount'), width: 1.3, kind: 'text' },
      { key: 'vatRate', header: say('vatRate'), width: 0.9, kind: 'text' },
      { key: 'vatAmount', header: say('vatAmount'), width: 1, kind: 'text' },
      { key: 'total', header: say('lineTotal'), width: 1.3, kind: 'text' },
    ],
    rows: inv.lines.map((l, i) => ({
      n: i + 1,
      description: l.description,
      quantity: quantity(l),
      unitPrice: formatAed(l.unitPriceFils),
      discount: formatAed(l.discountFils),
      amount: formatAed(l.netFils),
      vatRate: rate(l),
      vatAmount: formatAed(l.vatFils),
      total: formatAed(l.netFils + l.vatFils),
    })),
    breakRows: true,
    notes: {
      title: say('totals'),
      lines: [
        `${say('discounts')}: ${formatAed(discounts)}`,
        `${say('subtotal')}: ${formatAed(inv.subtotalFils)}`,
        `${say('vat')}: ${formatAed(inv.vatFils)}`,
        `${say('total')}: ${formatAed(inv.totalFils)}`,
        ...(inv.reverseCharge ? [say('reverseCharge')] : []),
        ...(inv.creditNotes.length ? [`${say('creditNotes')}:`, ...inv.creditNotes.flatMap(creditNote)] : []),
      ],
    },
    texts: {
      empty: say('empty'),
      // the renderer fills one {page} and one {pages}
      page: lang === 'both' ? '{page} / {pages}' : say('page'),
      truncated: WORDS.truncated[documentLang],
      dataSheet: say('sheet'),
      aboutSheet: say('about'),
      firm: say('firm'),
      report: say('title'),
      generatedLabel: say('issuedOn'),
    },
  };
}
