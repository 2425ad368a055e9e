/**
 * Direction of typed text, as `slotProps` of a TextInput: Arabic names are typed right-to-left,
 * phone numbers and e-mail addresses left-to-right whatever the page's direction (a leading '+'
 * would otherwise end up on the right). The field of a language's half of a pair (`nameEn`,
 * `nameAr`) also says its language (`lang`), so a screen reader reads it in that language on a
 * page of the other one.
 */
export const rtlText = { htmlInput: { dir: 'rtl', lang: 'ar' } };
export const englishText = { htmlInput: { dir: 'ltr', lang: 'en' } };
export const ltrText = { htmlInput: { dir: 'ltr' } };
/** free text in either language: the field takes the direction of what is typed */
export const autoDirection = { htmlInput: { dir: 'auto' } };
