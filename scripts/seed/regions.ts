/** The seven emirates of the UAE. */
export const regions = [
  { nameEn: 'Abu Dhabi', nameAr: 'أبوظبي', code: 'AUH' },
  { nameEn: 'Dubai', nameAr: 'دبي', code: 'DXB' },
  { nameEn: 'Sharjah', nameAr: 'الشارقة', code: 'SHJ' },
  { nameEn: 'Ajman', nameAr: 'عجمان', code: 'AJM' },
  { nameEn: 'Umm Al Quwain', nameAr: 'أم القيوين', code: 'UAQ' },
  { nameEn: 'Ras Al Khaimah', nameAr: 'رأس الخيمة', code: 'RAK' },
  { nameEn: 'Fujairah', nameAr: 'الفجيرة', code: 'FUJ' },
];
