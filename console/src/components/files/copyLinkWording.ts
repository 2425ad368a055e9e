/** The copy-link button's wording (its tooltip and the toast after a copy). */
export const copyLinkWording = {
  copy: { en: 'Copy link', ar: 'نسخ الرابط' },
  copied: { en: 'Copied', ar: 'تم النسخ' },
};
