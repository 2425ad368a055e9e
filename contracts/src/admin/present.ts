import { employeeDocumentField, employeeDocumentKinds } from './employees.js';
import type { NewsArticleAnswer } from './news.js';

/**
 * How records are shown to clients, shared by the command API (its answers) and the query API
 * (its lists): derived fields added, password metadata left out.
 */
type Rec = Record<string, unknown>;

export const presentClient = (r: Rec) => ({
  ...r,
  initiationAgreementUrl: r.initiationAgreement ? `/api/clients/${r.id}/agreement` : null,
});

export const presentEmployee = (r: Rec) => {
  const { passwordSetAt: _p, ...rest } = r;
  const documents = Object.fromEntries(
    employeeDocumentKinds.map((k) => [k, (r[employeeDocumentField(k)] as { filename?: string } | undefined)?.filename ?? null]),
  );
  return { ...rest, documents };
};

export const presentUser = (r: Rec) => {
  const { passwordSetAt: _p, ...rest } = r;
  return rest;
};

/** An uploaded image is served by the query API; an `imageUrl` typed in stays as given. */
export const presentArticle = (r: Rec): NewsArticleAnswer => {
  const file = r.image as { sha256: string } | undefined;
  return { ...r, imageUrl: file ? `/api/news/${r.id}/image?v=${file.sha256.slice(0, 12)}` : (r.imageUrl ?? null) } as NewsArticleAnswer;
};
