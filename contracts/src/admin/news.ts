import { z } from 'zod';
import { optionalTextOf, storedBlob, text, whole } from '../events/typed.js';
import { declareCatalogEvents, type CatalogEventOf } from '../events/typedCatalog.js';
import { flag, idNumber, optionalText, requiredText } from '../validation.js';

export const newsInput = z.object({
  titleEn: requiredText('validation.englishTitleRequired', 300),
  titleAr: requiredText('validation.arabicTitleRequired', 300),
  contentEn: requiredText('validation.englishContentRequired', 20_000),
  contentAr: requiredText('validation.arabicContentRequired', 20_000),
  authorId: idNumber('validation.authorRequired'),
  imageUrl: optionalText(1000),
  isPublished: flag(false),
});

export const newsEvents = declareCatalogEvents(
  {
    idField: 'articleId',
    added: 'NewsArticleDrafted',
    revised: 'NewsArticleRevised',
    removed: 'NewsArticleRemoved',
    toggles: { isPublished: { on: 'NewsArticlePublished', off: 'NewsArticleUnpublished', separateOnAdd: true } },
    attachments: { event: 'NewsImageAttached', fields: ['image'] },
  },
  {
    titleEn: text(300), titleAr: text(300), contentEn: text(20_000), contentAr: text(20_000), authorId: whole(1), imageUrl: optionalTextOf(1000), isPublished: z.boolean(),
    image: storedBlob(),
  },
);
/** a news article's stream `news-{id}` */
export type NewsEvent = CatalogEventOf<typeof newsEvents>;

/**
 * A news article as the `news` read model keeps it, with the address of its image (presentArticle):
 * GET /api/news/published (and the admin's news list) answer it.
 */
export type NewsArticleAnswer = {
  id: number;
  titleEn: string;
  titleAr: string;
  contentEn: string;
  contentAr: string;
  authorId: number;
  /** the uploaded image's address (served by the query API), else the address typed in; null when none */
  imageUrl: string | null;
  isPublished: boolean;
  /** the uploaded image's stored file, when one was uploaded */
  image?: z.output<ReturnType<typeof storedBlob>>;
  createdAt: string;
  version: number;
  updatedAt: string;
};
