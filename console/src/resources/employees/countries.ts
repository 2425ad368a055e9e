/** Nationalities offered for employees: ISO 3166-1 alpha-2 code with English and Arabic names. */
export interface Country {
  code: string;
  nameEn: string;
  nameAr: string;
}

export const countries: Country[] = [
  // GCC
  { code: 'AE', nameEn: 'United Arab Emirates', nameAr: 'الإمارات العربية المتحدة' },
  { code: 'SA', nameEn: 'Saudi Arabia', nameAr: 'المملكة العربية السعودية' },
  { code: 'KW', nameEn: 'Kuwait', nameAr: 'الكويت' },
  { code: 'QA', nameEn: 'Qatar', nameAr: 'قطر' },
  { code: 'BH', nameEn: 'Bahrain', nameAr: 'البحرين' },
  { code: 'OM', nameEn: 'Oman', nameAr: 'عُمان' },
  // Arab League
  { code: 'EG', nameEn: 'Egypt', nameAr: 'مصر' },
  { code: 'JO', nameEn: 'Jordan', nameAr: 'الأردن' },
  { code: 'LB', nameEn: 'Lebanon', nameAr: 'لبنان' },
  { code: 'SY', nameEn: 'Syria', nameAr: 'سوريا' },
  { code: 'IQ', nameEn: 'Iraq', nameAr: 'العراق' },
  { code: 'PS', nameEn: 'Palestine', nameAr: 'فلسطين' },
  { code: 'YE', nameEn: 'Yemen', nameAr: 'اليمن' },
  { code: 'SD', nameEn: 'Sudan', nameAr: 'السودان' },
  { code: 'LY', nameEn: 'Libya', nameAr: 'ليبيا' },
  { code: 'TN', nameEn: 'Tunisia', nameAr: 'تونس' },
  { code: 'DZ', nameEn: 'Algeria', nameAr: 'الجزائر' },
  { code: 'MA', nameEn: 'Morocco', nameAr: 'المغرب' },
  { code: 'MR', nameEn: 'Mauritania', nameAr: 'موريتانيا' },
  { code: 'SO', nameEn: 'Somalia', nameAr: 'الصومال' },
  { code: 'DJ', nameEn: 'Djibouti', nameAr: 'جيبوتي' },
  { code: 'KM', nameEn: 'Comoros', nameAr: 'جزر القمر' },
  // South and Central Asia, Middle East
  { code: 'IN', nameEn: 'India', nameAr: 'الهند' },
  { code: 'PK', nameEn: 'Pakistan', nameAr: 'باكستان' },
  { code: 'BD', nameEn: 'Bangladesh', nameAr: 'بنغلاديش' },
  { code: 'LK', nameEn: 'Sri Lanka', nameAr: 'سريلانكا' },
  { code: 'NP', nameEn: 'Nepal', nameAr: 'نيبال' },
  { code: 'AF', nameEn: 'Afghanistan', nameAr: 'أفغانستان' },
  { code: 'IR', nameEn: 'Iran', nameAr: 'إيران' },
  { code: 'TR', nameEn: 'Turkey', nameAr: 'تركيا' },
  { code: 'KZ', nameEn: 'Kazakhstan', nameAr: 'كازاخستان' },
  { code: 'UZ', nameEn: 'Uzbekistan', nameAr: 'أوزبكستان' },
  // East and South-East Asia, Oceania
  { code: 'CN', nameEn: 'China', nameAr: 'الصين' },
  { code: 'JP', nameEn: 'Japan', nameAr: 'اليابان' },
  { code: 'KR', nameEn: 'South Korea', nameAr: 'كوريا الجنوبية' },
  { code: 'PH', nameEn: 'Philippines', nameAr: 'الفلبين' },
  { code: 'ID', nameEn: 'Indonesia', nameAr: 'إندونيسيا' },
  { code: 'MY', nameEn: 'Malaysia', nameAr: 'ماليزيا' },
  { code: 'SG', nameEn: 'Singapore', nameAr: 'سنغافورة' },
  { code: 'TH', nameEn: 'Thailand', nameAr: 'تايلاند' },
  { code: 'VN', nameEn: 'Vietnam', nameAr: 'فيتنام' },
  { code: 'AU', nameEn: 'Australia', nameAr: 'أستراليا' },
  { code: 'NZ', nameEn: 'New Zealand', nameAr: 'نيوزيلندا' },
  // Europe
  { code: 'GB', nameEn: 'United Kingdom', nameAr: 'المملكة المتحدة' },
  { code: 'IE', nameEn: 'Ireland', nameAr: 'أيرلندا' },
  { code: 'FR', nameEn: 'France', nameAr: 'فرنسا' },
  { code: 'DE', nameEn: 'Germany', nameAr: 'ألمانيا' },
  { code: 'IT', nameEn: 'Italy', nameAr: 'إيطاليا' },
  { code: 'ES', nameEn: 'Spain', nameAr: 'إسبانيا' },
  { code: 'PT', nameEn: 'Portugal', nameAr: 'البرتغال' },
  { code: 'NL', nameEn: 'Netherlands', nameAr: 'هولندا' },
  { code: 'BE', nameEn: 'Belgium', nameAr: 'بلجيكا' },
  { code: 'CH', nameEn: 'Switzerland', nameAr: 'سويسرا' },
  { code: 'AT', nameEn: 'Austria', nameAr: 'النمسا' },
  { code: 'SE', nameEn: 'Sweden', nameAr: 'السويد' },
  { code: 'NO', nameEn: 'Norway', nameAr: 'النرويج' },
  { code: 'DK', nameEn: 'Denmark', nameAr: 'الدنمارك' },
  { code: 'PL', nameEn: 'Poland', nameAr: 'بولندا' },
  { code: 'GR', nameEn: 'Greece', nameAr: 'اليونان' },
  { code: 'RU', nameEn: 'Russia', nameAr: 'روسيا' },
  { code: 'UA', nameEn: 'Ukraine', nameAr: 'أوكرانيا' },
  // Americas
  { code: 'US', nameEn: 'United States', nameAr: 'الولايات المتحدة' },
  { code: 'CA', nameEn: 'Canada', nameAr: 'كندا' },
  { code: 'MX', nameEn: 'Mexico', nameAr: 'المكسيك' },
  { code: 'BR', nameEn: 'Brazil', nameAr: 'البرازيل' },
  { code: 'AR', nameEn: 'Argentina', nameAr: 'الأرجنتين' },
  // Africa
  { code: 'NG', nameEn: 'Nigeria', nameAr: 'نيجيريا' },
  { code: 'KE', nameEn: 'Kenya', nameAr: 'كينيا' },
  { code: 'ET', nameEn: 'Ethiopia', nameAr: 'إثيوبيا' },
  { code: 'ZA', nameEn: 'South Africa', nameAr: 'جنوب أفريقيا' },
  { code: 'GH', nameEn: 'Ghana', nameAr: 'غانا' },
  { code: 'UG', nameEn: 'Uganda', nameAr: 'أوغندا' },
];

export const countryByCode = (code: unknown): Country | undefined => countries.find((c) => c.code === code);
