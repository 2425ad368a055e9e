import { describe, expect, it } from 'vitest';
import type { ConflictMatch, Principal } from '@lawfirm/contracts';
import { asSeenBy, mayCheckFor } from './visibility.js';

const principal = (over: Partial<Principal>): Principal => ({ id: 1, userType: 'admin', isSuperAdmin: false, permissions: {}, ...over }) as Principal;
const world = {
  cases: [{ id: 3, lawyerIds: [7], plaintiffs: [{ clientId: 5 }] }],
  files: [{ id: 4, lawyerIds: [8], clientId: 6 }],
  employees: [{ id: 7, fullNameEn: 'Fatima Al Zaabi', fullNameAr: 'فاطمة الزعابي' }],
};
const opponent: ConflictMatch = {
  kind: 'opponent', id: '3:0', restricted: false, nameEn: 'Gulf Supplies LLC', nameAr: 'إمدادات الخليج', caseId: 3, caseNumber: '12/2026', caseTitleEn: 'Emirates v. Gulf', caseTitleAr: 'الإمارات ضد الخليج',
  reasons: [{ field: 'phone', en: 'Same phone number as an opponent in case 12/2026', ar: 'رقم الهاتف نفسه لخصم في القضية 12/2026' }],
};
const client = (id: number): ConflictMatch => ({
  kind: 'client', id: String(id), restricted: false, nameEn: 'Khalid Al Hammadi', nameAr: 'خالد الحمادي', caseId: null, caseNumber: null, caseTitleEn: null, caseTitleAr: null,
  reasons: [{ field: 'nationalId', en: 'Same Emirates ID as the client Khalid Al Hammadi', ar: 'رقم الهوية نفسه للعميل خالد الحمادي' }],
});

describe('who may run a conflict check', () => {
  it('is whoever may create or change the record: admins by their module, lawyers for files and cases', () => {
    expect(mayCheckFor(principal({}), 'client')).toBe(false);
    expect(mayCheckFor(principal({ permissions: { clients: ['view'] } }), 'client')).toBe(false);
    expect(mayCheckFor(principal({ permissions: { clients: ['add'] } }), 'client')).toBe(true);
    expect(mayCheckFor(principal({ permissions: { clients: ['add'] } }), 'case')).toBe(false);
    expect(mayCheckFor(principal({ permissions: { cases: ['edit'] } }), 'case')).toBe(true);
    expect(mayCheckFor(principal({ isSuperAdmin: true }), 'file')).toBe(true);
    expect(mayCheckFor(principal({ userType: 'employee', id: 7 }), 'case')).toBe(true);
    expect(mayCheckFor(principal({ userType: 'employee', id: 7 }), 'client')).toBe(false);
  });
});

describe('what a conflict check shows', () => {
  it("shows a case's opponent to its lawyers and to admins who view cases", () => {
    expect(asSeenBy(principal({ userType: 'employee', id: 7 }), [opponent], world)).toEqual([opponent]);
    expect(asSeenBy(principal({ permissions: { cases: ['view'] } }), [opponent], world)).toEqual([opponent]);
  });

  it('says to anyone else only that there is a possible conflict and whom to ask: the case\'s lawyers or an administrator', () => {
    const [seen] = asSeenBy(principal({ userType: 'employee', id: 8 }), [opponent], world);
    expect(seen).toEqual({
      kind: 'opponent', id: 'restricted-1', restricted: true, nameEn: '', nameAr: '', caseId: null, caseNumber: null, caseTitleEn: null, caseTitleAr: null,
      reasons: [{ field: 'phone', en: 'A possible conflict with a record you cannot open: ask Fatima Al Zaabi or an administrator', ar: 'تعارض محتمل مع سجل لا يمكنك فتحه: اسأل \u2068فاطمة الزعابي\u2069 أو أحد المسؤولين' }],
    });
  });

  it("names a lawyer with no Arabic name by the English one, isolated so the Arabic line keeps its order", () => {
    const englishOnly = { ...world, employees: [{ id: 7, fullNameEn: 'Fatima Al Zaabi', fullNameAr: '' }] };
    const [seen] = asSeenBy(principal({ userType: 'employee', id: 8 }), [opponent], englishOnly);
    expect(seen.reasons[0].ar).toBe('تعارض محتمل مع سجل لا يمكنك فتحه: اسأل \u2068Fatima Al Zaabi\u2069 أو أحد المسؤولين');
  });

  it('shows a client to admins who view clients and to the lawyers of its cases and files; to others, an administrator to ask', () => {
    expect(asSeenBy(principal({ permissions: { clients: ['view'] } }), [client(9)], world)[0].restricted).toBe(false);
    expect(asSeenBy(principal({ userType: 'employee', id: 7 }), [client(5)], world)[0].restricted).toBe(false);
    expect(asSeenBy(principal({ userType: 'employee', id: 8 }), [client(6)], world)[0].restricted).toBe(false);
    const [hidden, alsoHidden] = asSeenBy(principal({ userType: 'employee', id: 7 }), [client(6), client(9)], world);
    expect([hidden.id, alsoHidden.id]).toEqual(['restricted-1', 'restricted-2']);
    expect(hidden.reasons).toEqual([{ field: 'nationalId', en: 'A possible conflict with a record you cannot open: ask an administrator', ar: 'تعارض محتمل مع سجل لا يمكنك فتحه: اسأل أحد المسؤولين' }]);
    expect(JSON.stringify(hidden)).not.toMatch(/Khalid|خالد|"6"/);
  });
});
