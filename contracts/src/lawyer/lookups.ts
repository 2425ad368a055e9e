import type { documentCategoryTypes } from './caseSettings.js';

/** What the query API answers to the pickers of the lawyer portal's forms (query-api/src/lawyer/lookups.ts, caseSettings/routes.ts). */

/** GET /api/lawyer/clients (?initiation_agreement=true): an active client, with what the pickers show and nothing more. */
export type ClientPick = { id: number; clientId: string; fullNameEn: string; fullNameAr: string; hasInitiationAgreement: boolean };

/** GET /api/lawyer/employees: an active colleague, with what the pickers show and nothing more. */
export type ColleaguePick = { id: number; firstName: string; lastName: string; fullNameEn: string; fullNameAr: string; jobTitle: string | null };

/** GET /api/document-types: an active document category, as the upload dialogs name it. */
export type DocumentTypeAnswer = { id: number; nameEn: string; nameAr: string; documentType: (typeof documentCategoryTypes)[number] };
