/** The wizard's form values and the POST /api/cases body they become. */
export interface CaseFormValues {
  titleEn: string;
  titleAr: string;
  descriptionEn: string;
  descriptionAr: string;
  summary: string;
  caseTypeId: number | null;
  regionId: number | null;
  courtId: number | null;
  districtId: number | null;
  clients: { clientId: number | null; role: string }[];
  opponents: { fullName: string; role: string; contactInfo: string }[];
  lawyers: { lawyerId: number | null }[];
  caseNumber: string;
  caseYear: number | null;
  registrationDate: string;
  priority: 'low' | 'medium' | 'high';
  status: 'draft' | 'active' | 'on_hold';
  startDate: string;
  expectedEndDate: string;
}

/** A new case: one empty client row, one lawyer row (the signed-in lawyer when known), draft, medium. */
export const emptyCase = (lawyerId: number | null, today: string): CaseFormValues => ({
  titleEn: '',
  titleAr: '',
  descriptionEn: '',
  descriptionAr: '',
  summary: '',
  caseTypeId: null,
  regionId: null,
  courtId: null,
  districtId: null,
  clients: [{ clientId: null, role: '' }],
  opponents: [],
  lawyers: [{ lawyerId }],
  caseNumber: '',
  caseYear: Number(today.slice(0, 4)),
  registrationDate: today,
  priority: 'medium',
  status: 'draft',
  startDate: '',
  expectedEndDate: '',
});

const orNull = <T>(value: T | '' | 0 | undefined | null): T | null => (value === '' || value === 0 || value === undefined ? null : value);

/** The request body; `clientName` gives the plaintiff's name as stored with the case. */
export function toCaseBody(values: CaseFormValues, clientName: (clientId: number) => string | undefined) {
  const draft = values.status === 'draft';
  return {
    titleEn: values.titleEn,
    titleAr: values.titleAr,
    descriptionEn: orNull(values.descriptionEn),
    descriptionAr: orNull(values.descriptionAr),
    summary: orNull(values.summary),
    caseTypeId: values.caseTypeId,
    regionId: values.regionId,
    courtId: orNull(values.courtId),
    districtId: orNull(values.districtId),
    plaintiffs: values.clients.map(({ clientId, role }) => ({
      clientId,
      name: clientId ? (clientName(clientId) ?? null) : null,
      role,
      type: 'client' as const,
    })),
    defendants: values.opponents.map(({ fullName, role, contactInfo }) => ({ name: fullName, role, contactInfo: orNull(contactInfo) })),
    lawyerIds: values.lawyers.map(({ lawyerId }) => lawyerId),
    isDraft: draft,
    status: values.status,
    priority: values.priority,
    // a draft has no dates yet (spec section 4)
    startDate: draft ? null : orNull(values.startDate),
    expectedEndDate: draft ? null : orNull(values.expectedEndDate),
    caseNumber: orNull(values.caseNumber?.trim()),
    caseYear: orNull(values.caseYear),
    registrationDate: orNull(values.registrationDate),
  };
}

/** The form field the server means by one of the body's fields ('defendants.0.name' -> 'opponents.0.fullName'). */
export function formFieldOf(field: string): string {
  const [head, index, rest] = field.split('.');
  const row = index ?? '0';
  switch (head) {
    case 'plaintiffs':
      return `clients.${row}.${rest ?? 'clientId'}`;
    case 'defendants':
      return `opponents.${row}.${rest === 'name' ? 'fullName' : (rest ?? 'fullName')}`;
    case 'lawyerIds':
      return `lawyers.${row}.lawyerId`;
    default:
      return field;
  }
}
