import {
  AlignmentType, BorderStyle, Document, Footer, Header, ImageRun, Packer, PageNumber, Paragraph, ShadingType, Table, TableCell, TableRow, TextRun, WidthType,
} from 'docx';
import { courtDayInBoth, glossary, timeOfDay } from '@lawfirm/contracts';
import type { BlobRef, BlobStore, Doc, ReadModelStore } from '@lawfirm/platform';
import { nameLookup } from '../lawyer/scope.js';

/**
 * Minutes of a hearing as a Word document laid out for filing: the firm's letterhead, then each
 * section with its English label on the left and its Arabic label on the right. Arabic text runs
 * right to left (bidi paragraph); every paragraph takes the direction of its first letter (as
 * `dir="auto"` in the console), so English typed among Arabic keeps its full stop at its own end,
 * and within it only Arabic-script runs are marked right to left.
 */
interface Bi {
  en: string;
  ar: string;
}
type Value = string | null | undefined | { en: string | null | undefined; ar: string | null | undefined };

/** the footer's name of the document, before its number: the minutes of a hearing, as its title says */
export const footerWording: Bi = { en: 'Minutes of hearing no.', ar: 'محضر الجلسة رقم' };

const FONT = 'Arial';
const SIZE = 21;
const BRAND = '1F3A5F';
const MUTED = 'F3F5F8';
const ARABIC = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/;
const LATIN = /[A-Za-z]/;

/** right to left when the first letter is Arabic */
const isRtl = (text: string) => {
  const a = text.search(ARABIC);
  const l = text.search(LATIN);
  return a >= 0 && (l < 0 || a < l);
};

/** from an Arabic letter to the last Arabic letter before a Latin one: what Word lays out right to left */
const ARABIC_SPAN = new RegExp(`${ARABIC.source}(?:[^A-Za-z]*${ARABIC.source})?`, 'g');

/** the line cut into runs: Arabic-script spans marked right to left, the rest (Latin, digits, punctuation between them) not */
function runsOf(line: string): { text: string; rtl: boolean }[] {
  const runs: { text: string; rtl: boolean }[] = [];
  let at = 0;
  for (const m of line.matchAll(ARABIC_SPAN)) {
    if (m.index! > at) runs.push({ text: line.slice(at, m.index), rtl: false });
    runs.push({ text: m[0], rtl: true });
    at = m.index! + m[0].length;
  }
  if (at < line.length || !runs.length) runs.push({ text: line.slice(at), rtl: false });
  return runs;
}

function paragraphs(text: string, opts: { bold?: boolean; size?: number; color?: string; align?: 'left' | 'right' | 'center' } = {}): Paragraph[] {
  return text.split(/\r?\n/).map((line) => {
    const rtl = isRtl(line);
    const alignment = opts.align === 'center' ? AlignmentType.CENTER : (opts.align ?? (rtl ? 'right' : 'left')) === 'right' ? AlignmentType.RIGHT : AlignmentType.LEFT;
    const size = opts.size ?? SIZE;
    return new Paragraph({
      bidirectional: rtl,
      alignment,
      spacing: { after: 40 },
      children: runsOf(line).map((r) => new TextRun({ text: r.text, rightToLeft: r.rtl, bold: opts.bold, boldComplexScript: opts.bold, size, sizeComplexScript: size, color: opts.color, font: FONT })),
    });
  });
}

type Border = { style: (typeof BorderStyle)[keyof typeof BorderStyle]; size: number; color: string };
const none: Border = { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' };
const thin: Border = { style: BorderStyle.SINGLE, size: 4, color: 'C9CED6' };
const cell = (children: Paragraph[], width: number, shade?: string) =>
  new TableCell({ children, width: { size: width, type: WidthType.PERCENTAGE }, shading: shade ? { type: ShadingType.CLEAR, color: 'auto', fill: shade } : undefined, margins: { top: 60, bottom: 60, left: 100, right: 100 } });
const table = (rows: TableRow[], borders = thin) =>
  new Table({ rows, width: { size: 100, type: WidthType.PERCENTAGE }, borders: { top: borders, bottom: borders, left: borders, right: borders, insideHorizontal: borders, insideVertical: borders } });

const valueParagraphs = (v: Value): Paragraph[] => {
  const texts = v && typeof v === 'object' ? [...new Set([v.en, v.ar].filter((t): t is string => !!t))] : v ? [v] : [];
  return texts.length ? texts.flatMap((t) => paragraphs(t)) : paragraphs('—');
};

/** a section: its bilingual heading across the page, then label | value | Arabic label rows */
function fieldsSection(title: Bi, fields: [Bi, Value][]): (Table | Paragraph)[] {
  return [
    table([
      new TableRow({ children: [cell(paragraphs(title.en, { bold: true, color: BRAND, align: 'left' }), 50, MUTED), cell(paragraphs(title.ar, { bold: true, color: BRAND, align: 'right' }), 50, MUTED)] }),
    ]),
    table(fields.map(([label, value]) => new TableRow({ children: [cell(paragraphs(label.en, { bold: true, align: 'left' }), 26), cell(valueParagraphs(value), 48), cell(paragraphs(label.ar, { bold: true, align: 'right' }), 26)] }))),
    new Paragraph({ children: [], spacing: { after: 120 } }),
  ];
}

/** a section of running text (a report, notes) under its bilingual heading */
function textSection(title: Bi, text: string | null | undefined): (Table | Paragraph)[] {
  return [
    table([
      new TableRow({ children: [cell(paragraphs(title.en, { bold: true, color: BRAND, align: 'left' }), 50, MUTED), cell(paragraphs(title.ar, { bold: true, color: BRAND, align: 'right' }), 50, MUTED)] }),
      new TableRow({ children: [new TableCell({ columnSpan: 2, children: valueParagraphs(text), margins: { top: 80, bottom: 80, left: 100, right: 100 } })] }),
    ]),
    new Paragraph({ children: [], spacing: { after: 120 } }),
  ];
}

/** pixel size of a PNG or JPEG, to scale the logo without distorting it */
function imageSize(b: Buffer): { width: number; height: number } | null {
  if (b.readUInt32BE(0) === 0x89504e47) return { width: b.readUInt32BE(16), height: b.readUInt32BE(20) };
  for (let i = 2; i + 9 < b.length && b[i] === 0xff; i += 2 + b.readUInt16BE(i + 2)) {
    const marker = b[i + 1];
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) return { width: b.readUInt16BE(i + 7), height: b.readUInt16BE(i + 5) };
  }
  return null;
}

async function logo(blobStore: BlobStore, ref: BlobRef | undefined): Promise<ImageRun | null> {
  if (!ref || ref.size > 2 * 1024 * 1024) return null;
  const blob = await blobStore.get(ref.id).catch(() => null);
  if (!blob) return null;
  const chunks: Buffer[] = [];
  for await (const c of blob.stream) chunks.push(c as Buffer);
  const data = Buffer.concat(chunks);
  const type = data.readUInt32BE(0) === 0x89504e47 ? 'png' : data[0] === 0xff && data[1] === 0xd8 ? 'jpg' : null;
  const size = type ? imageSize(data) : null;
  if (!type || !size?.width || !size.height) return null;
  const scale = Math.min(140 / size.width, 56 / size.height);
  return new ImageRun({ type, data, transformation: { width: Math.round(size.width * scale), height: Math.round(size.height * scale) } });
}

const RULINGS: Record<string, Bi> = {
  no_ruling: { en: 'No ruling this session', ar: 'لا يوجد حكم في هذه الجلسة' },
  final: { en: glossary.finalRuling.en, ar: glossary.finalRuling.ar },
  preliminary: { en: glossary.preliminaryRuling.en, ar: glossary.preliminaryRuling.ar },
};
const L = (en: string, ar: string): Bi => ({ en, ar });

/** The Word file of one minutes record (already checked to be visible to the caller). */
export async function minutesDocx(readStore: ReadModelStore, blobStore: BlobStore, m: Doc): Promise<{ bytes: Buffer; filename: string }> {
  const lookup = nameLookup(readStore);
  const [hearing, c, firm, reason, attended, pleading] = await Promise.all([
    lookup('hearings', m.hearingId), lookup('cases', m.caseId), lookup('firm_settings', 1), lookup('adjournment_reasons', m.postponementReasonId),
    lookup('employees', m.attendedLawyerId), lookup('employees', m.pleadingLawyerId),
  ]);
  const [court, caseType, client] = await Promise.all([
    lookup('courts', c?.courtId), lookup('case_types', c?.caseTypeId), lookup('clients', (c?.plaintiffs as { clientId?: number }[] | undefined)?.[0]?.clientId),
  ]);
  const bi = (d: Doc | null, en: string, ar: string, fallback?: unknown): Value => ({ en: (d?.[en] as string) ?? (fallback as string), ar: (d?.[ar] as string) ?? (fallback as string) });
  const s = (v: unknown) => (v === null || v === undefined || v === '' ? null : String(v));
  // a time reads '10:00 AM' beside the English label and '10:00 ص' beside the Arabic one
  const time = (v: unknown): Value => (s(v) ? { en: timeOfDay(s(v), 'en'), ar: timeOfDay(s(v), 'ar') } : null);
  // a day the court set reads 'Mar 2, 2026' beside the English label and '02/03/2026 (13 رمضان 1447 هـ)' beside the Arabic one
  const courtDay = (v: unknown): Value => {
    const both = courtDayInBoth(v);
    return both.en ? both : s(v);
  };
  const ruling = RULINGS[String(m.rulingType ?? 'no_ruling')] ?? RULINGS.no_ruling;

  const rulingFields: [Bi, Value][] = [[L('Ruling type', 'نوع الحكم'), ruling]];
  if (m.rulingType === 'final') rulingFields.push([L('Decision date', 'تاريخ الحكم'), courtDay(m.finalDecisionDate)], [L('Decision', 'منطوق الحكم'), s(m.finalDecisionText)]);
  if (m.rulingType === 'preliminary') rulingFields.push([L('Ruling date', 'تاريخ الحكم التمهيدي'), courtDay(m.preliminaryRulingDate)], [L('Description', 'الوصف'), s(m.preliminaryRulingDescription)]);
  rulingFields.push([L('Postponement reason', 'سبب التأجيل'), reason ? bi(reason, 'nameEn', 'nameAr') : { en: 'No postponement', ar: 'لا يوجد تأجيل' }]);

  const next: (Table | Paragraph)[] = m.hasNextHearing && m.nextHearingDate
    ? fieldsSection(L('Next hearing', 'الجلسة القادمة'), [
        [L('Date', 'التاريخ'), courtDay(m.nextHearingDate)], [L('Time', 'الوقت'), time(m.nextTime)], [L('Hall', 'القاعة'), s(m.nextHallNumber)], [L('Roll number', 'رقم الرول'), s(m.nextRollNumber)],
      ])
    : fieldsSection(L('Next hearing', 'الجلسة القادمة'), [[L('Next hearing', 'الجلسة القادمة'), { en: 'No next hearing scheduled', ar: 'لم تحدد جلسة قادمة' }]]);

  const image = await logo(blobStore, firm?.logo as BlobRef | undefined);
  const letterhead = new Header({
    children: [
      table(
        [
          new TableRow({
            children: [
              cell(paragraphs(s(firm?.nameEn) ?? '', { bold: true, color: BRAND, size: 24, align: 'left' }), 38),
              cell([new Paragraph({ alignment: AlignmentType.CENTER, children: image ? [image] : [] })], 24),
              cell(paragraphs(s(firm?.nameAr) ?? '', { bold: true, color: BRAND, size: 24, align: 'right' }), 38),
            ],
          }),
        ],
        none,
      ),
      new Paragraph({ border: { bottom: { style: BorderStyle.SINGLE, size: 8, color: BRAND, space: 4 } }, children: [] }),
    ],
  });
  // the minutes named as a hearing's, as the title says them, each language on its own side (as the
  // letterhead): English on the left, Arabic on the right, laid out right to left
  const footer = new Footer({
    children: [
      table(
        [
          new TableRow({
            children: [
              cell([new Paragraph({ alignment: AlignmentType.LEFT, children: [new TextRun({ children: [`${footerWording.en} ${m.id} · Page `, PageNumber.CURRENT, ' of ', PageNumber.TOTAL_PAGES], size: 16, font: FONT })] })], 50),
              cell([new Paragraph({
                bidirectional: true, alignment: AlignmentType.RIGHT,
                children: [new TextRun({ children: [`${footerWording.ar} ${m.id} · صفحة `, PageNumber.CURRENT, ' من ', PageNumber.TOTAL_PAGES], rightToLeft: true, size: 16, sizeComplexScript: 16, font: FONT })],
              })], 50),
            ],
          }),
        ],
        none,
      ),
    ],
  });

  const doc = new Document({
    creator: s(firm?.nameEn) ?? 'Law firm portal',
    title: `${footerWording.en} ${m.id} · ${footerWording.ar} ${m.id}`,
    // every run's language, which a screen reader reads it in: English, and Arabic for the runs marked right to left (w:bidi)
    styles: { default: { document: { run: { font: FONT, size: SIZE, language: { value: 'en-AE', bidirectional: 'ar-AE' } } } } },
    sections: [
      {
        properties: { page: { margin: { top: 1300, bottom: 1000, left: 1000, right: 1000 } } },
        headers: { default: letterhead },
        footers: { default: footer },
        children: [
          ...paragraphs('Minutes of Hearing', { bold: true, size: 32, color: BRAND, align: 'center' }),
          ...paragraphs('محضر جلسة', { bold: true, size: 32, color: BRAND, align: 'center' }),
          new Paragraph({ children: [], spacing: { after: 160 } }),
          ...fieldsSection(L('Case and hearing', 'القضية والجلسة'), [
            [L('Case number', 'رقم القضية'), s(c?.caseNumber)],
            [L('Case', 'القضية'), bi(c, 'titleEn', 'titleAr')],
            [L('Case type', 'نوع القضية'), bi(caseType, 'nameEn', 'nameAr')],
            [L('Client', 'العميل'), bi(client, 'fullNameEn', 'fullNameAr')],
            [L('Court', 'المحكمة'), bi(court, 'nameEn', 'nameAr')],
            [L('Hearing date', 'تاريخ الجلسة'), courtDay(hearing?.hearingDate)],
            [L('Time', 'الوقت'), time(s(m.hearingTime) ?? s(hearing?.hearingTime))],
            [L('Hall', 'القاعة'), s(m.hallNumber) ?? s(hearing?.hallName)],
            [L('Roll number', 'رقم الرول'), s(m.rollNumber) ?? s(hearing?.rollNumber)],
          ]),
          ...fieldsSection(L('Attendance', 'الحضور'), [
            [L('Attending lawyer', 'المحامي الحاضر'), bi(attended, 'fullNameEn', 'fullNameAr', m.attendedLawyer)],
            [L('Responsible lawyer', 'المحامي المسؤول'), bi(pleading, 'fullNameEn', 'fullNameAr', m.pleadingLawyer)],
          ]),
          ...textSection(L('Hearing report', 'تقرير الجلسة'), s(m.hearingReport)),
          ...textSection(L('Session notes', 'ملاحظات الجلسة'), s(m.sessionNotes)),
          ...fieldsSection(L('Ruling', 'الحكم'), rulingFields),
          ...next,
          ...textSection(L('Notes', 'ملاحظات'), s(m.notes)),
        ],
      },
    ],
  });
  const day = s(hearing?.hearingDate) ?? String(m.createdAt ?? '').slice(0, 10);
  return { bytes: await Packer.toBuffer(doc), filename: `hearing-minutes-${m.id}${day ? `-${day}` : ''}.docx` };
}
