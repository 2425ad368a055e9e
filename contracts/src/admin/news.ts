import { z } from 'zod';
import { defineCatalogEvents } from '../events/catalog.js';
import { blobRef, bool, int, optStr, str } from '../events/registry.js';
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

export const newsEvents = defineCatalogEvents(
  {
    idField: 'articleId',
    added: 'NewsArticleDrafted',
    revised: 'NewsArticleRevised',
    removed: 'NewsArticleRemoved',
    toggles: { isPublished: { on: 'NewsArticlePublished', off: 'NewsArticleUnpublished', separateOnAdd: true } },
    attachments: { event: 'NewsImageAttached', fields: ['image'] },
  },
  { titleEn: str(300), titleAr: str(300), contentEn: str(20_000), contentAr: str(20_000), authorId: int(1), imageUrl: optStr(1000), isPublished: bool, image: blobRef },
);
