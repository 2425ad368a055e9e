/**
 * Direction of typed text, as `slotProps` of a TextInput: Arabic names are typed right-to-left,
 * phone numbers and e-mail addresses left-to-right whatever the page's direction (a leading '+'
 * would otherwise end up on the right).
 */
export const rtlText = { htmlInput: { dir: 'rtl' } };
export const ltrText = { htmlInput: { dir: 'ltr' } };
