import { describe, expect, it } from 'vitest';
import { courtDayFor, eventDefinition } from '@lawfirm/contracts';
import { createMemoryReadStore, type RecordedEvent } from '@lawfirm/platform';
import { describeStory } from './history.js';
import { fieldLabel, idFields, summaryOf } from './describe.js';

let position = 0;
const event = (stream: string, type: string, data: Record<string, unknown>, command = 'ReviseFile'): RecordedEvent => ({
  id: `e${++position}`, stream, revision: 0, position, type, version: 1, data,
  metadata: { userId: 7, userType: 'employee', correlationId: `c${position}`, causationId: null, command, time: '2026-03-01T09:00:00.000Z' },
});

async function firm() {
  const readStore = createMemoryReadStore();
  const add = (collection: string, doc: Record<string, unknown>) => readStore.collection(collection).insertOne(doc);
  await add('employees', { id: 7, fullNameEn: 'Fatima Al Zaabi', fullNameAr: 'فاطمة الزعابي' });
  await add('employees', { id: 8, fullNameEn: 'Omar Haddad', fullNameAr: 'عمر حداد' });
  await add('clients', { id: 3, fullNameEn: 'Emirates Trading', fullNameAr: 'الإمارات للتجارة' });
  await add('departments', { id: 1, titleEn: 'Litigation', titleAr: 'التقاضي' });
  await add('branches', { id: 2, nameEn: 'Dubai Office', nameAr: 'مكتب دبي' });
  await add('document_categories', { id: 4, categoryEn: 'Pleading', categoryAr: 'مذكرة' });
  await add('adjournment_reasons', { id: 5, nameEn: 'For the expert report', nameAr: 'لورود تقرير الخبير' });
  return readStore;
}

/** the changes of one described event as "label: before » after" in one language */
const read = (entry: { changes: { labelEn: string; labelAr: string; beforeEn: string | null; beforeAr: string | null; afterEn: string | null; afterAr: string | null }[] }, lang: 'en' | 'ar') =>
  entry.changes.map((c) => (lang === 'ar' ? `${c.labelAr}: ${c.beforeAr ?? '—'} » ${c.afterAr ?? '—'}` : `${c.labelEn}: ${c.beforeEn ?? '—'} » ${c.afterEn ?? '—'}`));

describe('a story told to an auditor', () => {
  it('names the client, department, office and lawyers of a file, and says its codes in words', async () => {
    // given a file opened with two lawyers, one later removed
    const story = [
      event('file-1', 'FileOpened', { fileId: 1, fileNumber: 'FL-1', subject: 'Supply dispute', notes: null, caseDirection: 'withUs', clientId: 3, departmentId: 1, officeId: 2 }, 'OpenFile'),
      event('file-1', 'LawyerAssignedToFile', { fileId: 1, lawyerId: 7, role: 'responsible' }, 'OpenFile'),
      event('file-1', 'LawyerAssignedToFile', { fileId: 1, lawyerId: 8, role: 'supervisor' }, 'OpenFile'),
      event('file-1', 'LawyerUnassignedFromFile', { fileId: 1, lawyerId: 8 }),
    ];
    // when it is described
    const [opened, first, second, removed] = await describeStory(await firm(), story);
    // then each value is in the reader's language
    expect(read(opened, 'ar')).toEqual([
      'رقم الملف: — » FL-1', 'الموضوع: — » Supply dispute', 'الاتجاه: — » معنا', 'العميل: — » الإمارات للتجارة', 'القسم: — » التقاضي', 'المكتب: — » مكتب دبي',
    ]);
    expect(read(opened, 'en')).toContain('Direction: — » With Us');
    expect(opened).toMatchObject({ command: 'OpenFile', commandEn: 'Create file', commandAr: 'إنشاء ملف' });
    // and a second assignment is a lawyer added, not the first one replaced
    expect(read(first, 'ar')).toEqual(['المحامي: — » فاطمة الزعابي', 'الدور: — » مسؤول']);
    expect(read(second, 'ar')).toEqual(['المحامي: — » عمر حداد', 'الدور: — » مشرف']);
    expect(read(removed, 'en')).toEqual(['Lawyer: Omar Haddad » —']);
  });

  it('reads a status change as the status before and after, and a case\'s parties and lawyers by name', async () => {
    const story = [
      event('case-2', 'CaseOpened', {
        caseId: 2, titleEn: 'Emirates v. Gulf', status: 'active', priority: 'high', lawyerIds: [7, 8],
        plaintiffs: [{ clientId: 3, name: null, role: 'Plaintiff', type: 'client' }], defendants: [{ name: 'Gulf Supplies LLC', role: 'Defendant', contactInfo: null }],
      }, 'OpenCase'),
      event('case-2', 'CaseStatusChanged', { caseId: 2, from: 'active', to: 'on_hold' }, 'ReviseCase'),
      event('case-2', 'CaseStatusChanged', { caseId: 2, from: 'on_hold', to: 'closed' }, 'ReviseCase'),
    ];
    const [opened, held, closed] = await describeStory(await firm(), story);
    expect(read(opened, 'ar')).toEqual([
      'العنوان (بالإنجليزية): — » Emirates v. Gulf', 'الحالة: — » نشطة', 'الأولوية: — » عالية', 'المحامون المسؤولون: — » فاطمة الزعابي، عمر حداد',
      'الموكلون: — » الإمارات للتجارة (Plaintiff)', 'الخصوم: — » Gulf Supplies LLC (Defendant)',
    ]);
    expect(read(held, 'ar')).toEqual(['الحالة: نشطة » معلّقة']);
    expect(read(closed, 'en')).toEqual(['Status: On Hold » Closed']);
    expect(closed.changes[0]).toMatchObject({ field: 'status', before: 'on_hold', after: 'closed' });
  });

  it('reads minutes\' lawyers, ruling type, reason and yes/no in words, and a document by its category and file name', async () => {
    const story = [
      event('minutes-1', 'HearingMinutesRecorded', {
        minutesId: 1, hearingId: 1, caseId: 2, attendedLawyerId: 7, pleadingLawyerId: 8, rulingType: 'no_ruling', hasNextHearing: true, finalDecision: false,
        postponementReasonId: 5, nextHearingDate: '2026-04-01',
      }, 'RecordHearingMinutes'),
      event('minutes-1', 'HearingMinutesRevised', { minutesId: 1, hearingId: 1, caseId: 2, rulingType: 'final', hasNextHearing: false }, 'ReviseHearingMinutes'),
      event('case-document-3', 'CaseDocumentFiled', {
        documentId: 3, caseId: 2, name: 'Statement of claim', category: 'Pleading', categoryId: 4,
        file: { id: 'x', size: 618, contentType: 'application/pdf', sha256: 'x', filename: 'statement.pdf' },
      }, 'FileCaseDocument'),
    ];
    const [recorded, revised, filed] = await describeStory(await firm(), story);
    expect(read(recorded, 'ar')).toEqual([
      'المحامي الحاضر: — » فاطمة الزعابي', 'المحامي المسؤول: — » عمر حداد', 'نوع الحكم: — » لا يوجد حكم', 'الجلسة القادمة: — » نعم',
      'تأكيد الحكم النهائي: — » لا', 'سبب التأجيل: — » لورود تقرير الخبير', `تاريخ الجلسة القادمة: — » ${courtDayFor('2026-04-01', 'ar', { hijri: true })}`,
    ]);
    expect(read(recorded, 'en')).toContain('Next hearing date: — » Apr 1, 2026');
    expect(read(revised, 'en')).toEqual(['Ruling type: No Ruling » Final Ruling', 'Next hearing: Yes » No']);
    expect(read(filed, 'ar')).toEqual(['الاسم: — » Statement of claim', 'الفئة: — » مذكرة', 'الملف: — » statement.pdf']);
  });

  it('labels every field of every event a case or file story tells', () => {
    const storyTypes = ['CaseOpened', 'CaseDetailsRevised', 'CaseStatusChanged', 'CaseUpdateLogged', 'FinalRulingIssued', 'HearingScheduled', 'HearingRescheduled',
      'HearingDetailsRevised', 'HearingCancelled', 'HearingAdjourned', 'HearingDocumentsFiled', 'HearingMinutesFileAttached', 'AppointmentScheduled',
      'AppointmentStatusChanged', 'CaseDocumentFiled', 'HearingMinutesRecorded', 'HearingMinutesRevised', 'HearingMinutesRemoved', 'MinutesDocumentAttached',
      'FileOpened', 'FileDetailsRevised', 'LawyerAssignedToFile', 'LawyerUnassignedFromFile', 'FileAttachmentAdded', 'FileClosed',
      'DeadlineOpened', 'DeadlineMoved', 'DeadlineMet', 'DeadlineMissed'];
    const unlabelled = storyTypes.flatMap((type) => {
      const schema = eventDefinition(type)?.schema as { properties?: Record<string, unknown> } | undefined;
      expect(schema, type).toBeDefined();
      expect(summaryOf(type).summaryAr, type).not.toBe(type);
      return Object.keys(schema!.properties ?? {}).filter((f) => !idFields.has(f) && fieldLabel(f).labelAr === f).map((f) => `${type}.${f}`);
    });
    expect(unlabelled).toEqual([]);
  });
});
