import { describe, expect, it } from 'vitest';
import { localizedSort, pairInLanguageOrder } from './localized';

describe('bilingual columns in the reader’s language', () => {
  it('sorts by the Arabic field of a pair in Arabic and by the English one in English', () => {
    expect(localizedSort({ field: 'nameEn', order: 'ASC' }, 'ar')).toEqual({ field: 'nameAr', order: 'ASC' });
    expect(localizedSort({ field: 'assignedLawyerNameAr', order: 'DESC' }, 'en')).toEqual({ field: 'assignedLawyerNameEn', order: 'DESC' });
    expect(localizedSort({ field: 'titleEn', order: 'ASC' }, 'en')).toEqual({ field: 'titleEn', order: 'ASC' });
  });

  it('leaves a sort by any other field as it is', () => {
    expect(localizedSort({ field: 'createdAt', order: 'DESC' }, 'ar')).toEqual({ field: 'createdAt', order: 'DESC' });
    expect(localizedSort({ field: 'priority', order: 'ASC' }, 'ar')).toEqual({ field: 'priority', order: 'ASC' });
  });

  it('puts the Arabic column first in Arabic', () => {
    expect(pairInLanguageOrder('name', 'ar')).toEqual(['nameAr', 'nameEn']);
    expect(pairInLanguageOrder('name', 'en')).toEqual(['nameEn', 'nameAr']);
  });
});
