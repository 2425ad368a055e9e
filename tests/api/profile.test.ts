import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ICAL from 'ical.js';
import { seededDataDir } from '../support/seedTemplate.js';
import { DEMO_EMPLOYEE_PASSWORD } from '../../scripts/seed/admin.js';
import { api, login, startServer, type RunningServer } from '../support/server.js';
import { eventually } from '../support/eventually.js';
import { isolated } from '../support/bidi.js';
import { reactionsSettled } from '../support/reactions.js';

/**
 * Every user's own account over HTTP: the profile (the bootstrap admin's first real e-mail), the
 * password change with the current password, the preferences, and the calendar feed a phone
 * subscribes to, parsed by a real iCalendar library.
 */
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dubai' }).format(new Date());
const plus = (n: number) => new Date(Date.parse(`${today()}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
type Client = ReturnType<typeof api>;

let server: RunningServer;
let admin: Client;
let omar: Awaited<ReturnType<typeof login>>;
let fatima: Awaited<ReturnType<typeof login>>;

beforeAll(async () => {
  server = await startServer({ dataDir: await seededDataDir() });
  const signedIn = await login(server.url, server.adminUsername, server.adminPassword);
  admin = signedIn.client;
  omar = await login(server.url, 'omar.haddad@alnoor-law.ae', DEMO_EMPLOYEE_PASSWORD, 'employee');
  fatima = await login(server.url, 'fatima.zaabi@alnoor-law.ae', DEMO_EMPLOYEE_PASSWORD, 'employee');
}, 120_000);
afterAll(async () => {
  await server?.stop();
});

describe('the profile', () => {
  it('asks the bootstrap admin for a real e-mail, refuses admin@localhost in both languages, and keeps the one given', async () => {
    const before = await admin.get('/api/profile');
    expect(before.status, before.text).toBe(200);
    expect(before.body).toMatchObject({ userType: 'admin', username: server.adminUsername, email: 'admin@localhost', emailNeeded: true, isSuperAdmin: true });
    const refused = await admin.put('/api/profile', { fullNameEn: before.body.fullNameEn, fullNameAr: before.body.fullNameAr, email: 'admin@localhost', phone: null });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([{ field: 'email', message: 'Please enter a valid email address', messageAr: 'يرجى إدخال بريد إلكتروني صحيح' }]);
    expect((await admin.get('/api/profile')).body.email).toBe('admin@localhost');

    const saved = await admin.put('/api/profile', { fullNameEn: 'Huda Al Mansoori', fullNameAr: 'هدى المنصوري', email: 'huda@alnoor-law.ae', phone: '+971 50 123 4567' });
    expect(saved.status, saved.text).toBe(200);
    const after = (await admin.get('/api/profile')).body;
    expect(after).toMatchObject({ fullNameEn: 'Huda Al Mansoori', fullNameAr: 'هدى المنصوري', email: 'huda@alnoor-law.ae', emailNeeded: false, phone: '+971 50 123 4567' });
    expect(after).not.toHaveProperty('passwordSetAt');
    // the admin list shows the account as saved, and nothing else about it changed
    const listed = (await admin.get('/api/users')).body.find((u: { id: number }) => u.id === after.id);
    expect(listed).toMatchObject({ email: 'huda@alnoor-law.ae', fullNameEn: 'Huda Al Mansoori', isSuperAdmin: true, isActive: true, username: server.adminUsername });
  });

  it('a lawyer edits their own name and phone without any admin grant, and may not leave the phone empty', async () => {
    const me = (await omar.client.get('/api/profile')).body;
    expect(me).toMatchObject({ userType: 'employee', email: 'omar.haddad@alnoor-law.ae', emailNeeded: false });
    const empty = await omar.client.put('/api/profile', { fullNameEn: me.fullNameEn, fullNameAr: me.fullNameAr, email: me.email, phone: '' });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual([{ field: 'phone', message: 'Enter your phone number', messageAr: 'أدخل رقم هاتفك' }]);
    const saved = await omar.client.put('/api/profile', { fullNameEn: 'Omar Al Haddad', fullNameAr: me.fullNameAr, email: me.email, phone: '+971 55 000 1111' });
    expect(saved.status, saved.text).toBe(200);
    expect((await omar.client.get('/api/profile')).body).toMatchObject({ fullNameEn: 'Omar Al Haddad', phone: '+971 55 000 1111' });
  });

  it('refuses a lawyer the e-mail another employee signs in with, and changes nothing', async () => {
    const me = (await fatima.client.get('/api/profile')).body;
    // a new sign-in name needs her current password (account-secrets.test.ts): with it, the taken one is refused
    const taken = await fatima.client.put('/api/profile', { fullNameEn: me.fullNameEn, fullNameAr: me.fullNameAr, email: 'omar.haddad@alnoor-law.ae', phone: me.phone, currentPassword: DEMO_EMPLOYEE_PASSWORD });
    // a unique value another record holds: 409, on the field, in both languages
    expect(taken.status).toBe(409);
    expect(taken.body.errors).toEqual([{ field: 'email', message: expect.stringMatching(/e-?mail/i), messageAr: expect.stringMatching(/البريد/) }]);
    expect((await fatima.client.get('/api/profile')).body.email).toBe('fatima.zaabi@alnoor-law.ae');
  });
});

describe('the password change', () => {
  it('refuses a wrong current password in both languages and leaves the password as it was', async () => {
    const wrong = await fatima.client.post('/api/profile/password', { currentPassword: 'Not-my-password', newPassword: 'Olive-Harbour-42' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual([{ field: 'currentPassword', message: 'The current password is not correct; your password was not changed', messageAr: 'كلمة المرور الحالية غير صحيحة؛ لم يتم تغيير كلمة المرور' }]);
    const short = await fatima.client.post('/api/profile/password', { currentPassword: DEMO_EMPLOYEE_PASSWORD, newPassword: 'short' });
    expect(short.status).toBe(400);
    expect(short.body.errors).toEqual([{ field: 'newPassword', message: 'Password must be at least 10 characters', messageAr: 'يجب ألا تقل كلمة المرور عن 10 أحرف' }]);
    // still the old password, and the session goes on
    expect((await fatima.client.get('/api/auth/me')).status).toBe(200);
    expect((await api(server.url).post('/api/auth/login', { username: 'fatima.zaabi@alnoor-law.ae', password: 'Olive-Harbour-42', loginType: 'employee' })).status).toBe(401);
  });

  it('with the current password: the new one signs in, the old one and the old session no longer do', async () => {
    const mariam = await login(server.url, 'mariam.suwaidi@alnoor-law.ae', DEMO_EMPLOYEE_PASSWORD, 'employee');
    const changed = await mariam.client.post('/api/profile/password', { currentPassword: DEMO_EMPLOYEE_PASSWORD, newPassword: 'Olive-Harbour-42' });
    expect(changed.status, changed.text).toBe(200);
    expect(changed.body.messageAr).toBe('تم تغيير كلمة المرور؛ سجّل الدخول مجدداً بكلمة المرور الجديدة');
    expect((await mariam.client.get('/api/auth/me', { 'x-min-position': '' })).status).toBe(401);
    const signIn = (password: string) => api(server.url).post('/api/auth/login', { username: 'mariam.suwaidi@alnoor-law.ae', password, loginType: 'employee' });
    expect((await signIn(DEMO_EMPLOYEE_PASSWORD)).status).toBe(401);
    expect((await signIn('Olive-Harbour-42')).status).toBe(200);
  });
});

describe('preferences', () => {
  it('start at the defaults, refuse unknown values in both languages, and keep one user\'s choice to that user', async () => {
    expect((await omar.client.get('/api/profile/preferences')).body).toEqual({
      language: 'en', emailReminders: ['task_assigned', 'hearing_tomorrow', 'task_due', 'deadline_reminder', 'deadline_missed'], hijri: false, digits: 'latn',
    });
    const bad = await omar.client.put('/api/profile/preferences', { language: 'fr', emailReminders: ['weekly_digest'], hijri: true, digits: 'roman' });
    expect(bad.status).toBe(400);
    const byField = Object.fromEntries((bad.body.errors as { field: string; message: string; messageAr: string }[]).map((e) => [e.field.split('.')[0], e]));
    expect(byField.language.message).toBe('The language must be English (en) or Arabic (ar)');
    expect(byField.digits.messageAr).toBe('يجب أن تكون الأرقام غربية (latn) أو هندية عربية (arab)');
    expect(byField.emailReminders.message).toContain('Unknown reminder');
    expect((await omar.client.get('/api/profile/preferences')).body.language).toBe('en');

    const saved = await omar.client.put('/api/profile/preferences', { language: 'ar', emailReminders: ['deadline_missed', 'task_assigned'], hijri: true, digits: 'arab' });
    expect(saved.status, saved.text).toBe(200);
    expect((await omar.client.get('/api/profile/preferences')).body).toEqual({ language: 'ar', emailReminders: ['task_assigned', 'deadline_missed'], hijri: true, digits: 'arab' });
    expect((await fatima.client.get('/api/profile/preferences')).body.language).toBe('en');
  });
});

describe('the calendar feed', () => {
  /** Omar's own case and the hearing the first test schedules on it */
  let omarOnlyCase: { id: number; caseNumber: string };
  let omarHearingId: number;
  type Feed = { uids: string[]; events: ICAL.Event[]; timezones: string[] };
  const fetchFeed = async (url: string) => fetch(server.url + url);
  const parse = (text: string): Feed => {
    const vcal = new ICAL.Component(ICAL.parse(text));
    // times are read in the zone the feed itself defines
    for (const tz of vcal.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(tz);
    const events = vcal.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    return { uids: events.map((e) => e.uid), events, timezones: vcal.getAllSubcomponents('vtimezone').map((t) => String(t.getFirstPropertyValue('tzid'))) };
  };

  it('holds the lawyer\'s hearings, meetings and tasks in Dubai time and both languages, and no one else\'s', async () => {
    const omarCases = (await omar.client.get('/api/lawyer/cases')).body as { id: number; caseNumber: string; titleEn: string; titleAr: string; lawyerIds: number[] }[];
    const fatimaCases = (await fatima.client.get('/api/lawyer/cases')).body as { id: number; caseNumber: string }[];
    const omarOnly = omarCases.find((c) => !fatimaCases.some((f) => f.id === c.id));
    const fatimaOnly = fatimaCases.find((c) => !omarCases.some((o) => o.id === c.id));
    expect(omarOnly, 'the seed gives Omar a case of his own').toBeDefined();
    expect(fatimaOnly, 'the seed gives Fatima a case of her own').toBeDefined();

    // held yesterday: the lawyer's minutes of it record a ruling below
    const hearing = { hearingDate: plus(-1), hearingTime: '10:30 AM', hallName: '4', rollNumber: 'R9', whatIsRequested: 'Pleadings' };
    const mine = await omar.client.post(`/api/lawyer/cases/${omarOnly!.id}/hearings`, hearing);
    expect(mine.status, mine.text).toBe(201);
    const hers = await fatima.client.post(`/api/lawyer/cases/${fatimaOnly!.id}/hearings`, hearing);
    expect(hers.status, hers.text).toBe(201);
    omarOnlyCase = omarOnly!;
    omarHearingId = mine.body.id;
    const myTask = await omar.client.post(`/api/lawyer/cases/${omarOnly!.id}/appointments`, { type: 'task', title: 'Draft the memorandum', description: 'For the hearing', date: plus(5), time: '09:00 AM', assignedTo: omar.user.id });
    expect(myTask.status, myTask.text).toBe(201);
    const herTask = await fatima.client.post(`/api/lawyer/cases/${fatimaOnly!.id}/appointments`, { type: 'task', title: 'Call the expert', description: 'About the report', date: plus(5), time: '11:00 AM', assignedTo: fatima.user.id });
    expect(herTask.status, herTask.text).toBe(201);
    const meeting = await omar.client.post(`/api/lawyer/cases/${omarOnly!.id}/appointments`, { type: 'meeting', title: 'Client meeting', description: 'Settlement offer', date: plus(6), time: '02:00 PM', participant: 'The client' });
    expect(meeting.status, meeting.text).toBe(201);

    // the reactions' own tasks (the seed's rules on a scheduled hearing) are in the read models before the phone first asks
    const { head } = await reactionsSettled(omar.client);
    const link = await omar.client.get('/api/calendar/feed', head);
    expect(link.status, link.text).toBe(200);
    expect(link.body.url).toMatch(/^\/calendar\/[A-Za-z0-9_-]+\.ics$/);
    // a calendar app sends no token
    const res = await fetchFeed(link.body.url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/calendar/);
    const feed = parse(await res.text());
    expect(feed.timezones).toContain('Asia/Dubai');

    expect(feed.uids).toContain(`hearing-${mine.body.id}@lawfirm-portal`);
    expect(feed.uids).toContain(`task-${myTask.body.id}@lawfirm-portal`);
    expect(feed.uids).toContain(`meeting-${meeting.body.id}@lawfirm-portal`);
    expect(feed.uids).not.toContain(`hearing-${hers.body.id}@lawfirm-portal`);
    expect(feed.uids).not.toContain(`task-${herTask.body.id}@lawfirm-portal`);
    // every hearing in it is on one of his cases
    const myNumbers = omarCases.map((c) => c.caseNumber);
    for (const e of feed.events.filter((x) => x.uid.startsWith('hearing-'))) expect(myNumbers.some((n) => e.summary.includes(n)), e.summary).toBe(true);

    const h = feed.events.find((e) => e.uid === `hearing-${mine.body.id}@lawfirm-portal`)!;
    // English, then the Arabic half isolated whole; every value isolated in both (the case's English title keeps its place in the Arabic half)
    const omarCase = omarCases.find((c) => c.id === omarOnly!.id)!;
    expect(h.summary).toBe(`Hearing: ${isolated(omarCase.caseNumber)} ${isolated(omarCase.titleEn)} | ${isolated(`جلسة: ${isolated(omarCase.caseNumber)} ${isolated(omarCase.titleAr)}`)}`);
    expect(h.component.getFirstProperty('dtstart')!.getParameter('tzid')).toBe('Asia/Dubai');
    expect(h.startDate.toString()).toBe(`${hearing.hearingDate}T10:30:00`);
    // stamps are UTC, as RFC 5545 requires
    for (const e of feed.events) expect(String(e.component.getFirstPropertyValue('dtstamp'))).toMatch(/Z$/);
    // 10:30 in Dubai is 06:30 UTC
    expect(h.startDate.toJSDate().toISOString()).toBe(`${hearing.hearingDate}T06:30:00.000Z`);
    const m = feed.events.find((e) => e.uid === `meeting-${meeting.body.id}@lawfirm-portal`)!;
    expect(m.startDate.toString()).toBe(`${plus(6)}T14:00:00`);
    expect(m.summary).toContain('اجتماع');

    // the same events keep their UIDs the next time the phone asks
    expect(parse(await (await fetchFeed(link.body.url)).text()).uids.sort()).toEqual([...feed.uids].sort());
    // and Fatima's feed is another address with her hearing, not his
    const hersFeed = parse(await (await fetchFeed((await fatima.client.get('/api/calendar/feed')).body.url)).text());
    expect(hersFeed.uids).toContain(`hearing-${hers.body.id}@lawfirm-portal`);
    expect(hersFeed.uids).not.toContain(`hearing-${mine.body.id}@lawfirm-portal`);
  });

  it('holds the court deadlines of the lawyer\'s rulings as all-day events on their due day, in both languages', async () => {
    const rule = await admin.post('/api/case-settings/deadline-rules', { nameEn: 'Appeal (feed test)', nameAr: 'الاستئناف (اختبار التقويم)', trigger: 'final_ruling', caseCategory: null, days: 30, countFrom: 'ruling_date', dayKind: 'calendar', remindDaysBefore: [7] });
    expect(rule.status, rule.text).toBe(201);
    const minutes = await omar.client.put(`/api/hearings/${omarHearingId}/minutes`, { rulingType: 'final', finalDecision: true, finalDecisionDate: plus(-1), finalDecisionText: 'Judgment for the claimant', hasNextHearing: false });
    expect(minutes.status, minutes.text).toBe(201);
    type Deadline = { id: number; caseId: number; ruleId: number; dueDate: string };
    const ofRule = (list: Deadline[]) => list.find((d) => d.caseId === omarOnlyCase.id && d.ruleId === rule.body.id);
    const deadline = ofRule(await eventually('the deadline the ruling opened', async () => (await omar.client.get('/api/lawyer/deadlines')).body as Deadline[], (list) => !!ofRule(list), 15_000));

    const feed = parse(await (await fetchFeed((await omar.client.get('/api/calendar/feed')).body.url)).text());
    const event = feed.events.find((e) => e.uid === `deadline-${deadline!.id}@lawfirm-portal`);
    expect(event, 'the deadline is in the feed').toBeDefined();
    expect(event!.startDate.isDate).toBe(true);
    expect(event!.startDate.toString()).toBe(deadline!.dueDate);
    expect(event!.summary).toContain('Appeal (feed test)');
    expect(event!.summary).toContain('الاستئناف (اختبار التقويم)');
    expect(event!.summary).toContain(omarOnlyCase.caseNumber);
    const hers = parse(await (await fetchFeed((await fatima.client.get('/api/calendar/feed')).body.url)).text());
    expect(hers.uids).not.toContain(`deadline-${deadline!.id}@lawfirm-portal`);
  });

  it('a rotated secret makes the old address 404 at once; a made-up one is 404 too', async () => {
    const old = (await omar.client.get('/api/calendar/feed')).body.url as string;
    expect((await fetchFeed(old)).status).toBe(200);
    const rotated = await omar.client.post('/api/calendar/feed/rotate');
    expect(rotated.status, rotated.text).toBe(200);
    expect(rotated.body.url).not.toBe(old);
    expect(rotated.body.messageAr).toBe('تم إنشاء رابط تقويم جديد؛ لم يعد الرابط القديم يعمل');
    expect((await fetchFeed(old)).status).toBe(404);
    expect((await fetchFeed(rotated.body.url)).status).toBe(200);
    expect((await omar.client.get('/api/calendar/feed')).body.url).toBe(rotated.body.url);
    // another account's id with this secret's signature, and garbage
    const forged = rotated.body.url.replace(/\/calendar\/e\d+-/, `/calendar/e${fatima.user.id}-`);
    expect((await fetchFeed(forged)).status).toBe(404);
    expect((await fetchFeed('/calendar/not-a-secret.ics')).status).toBe(404);
  });
});
