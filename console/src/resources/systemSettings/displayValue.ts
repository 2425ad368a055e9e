/** Values longer than this are cut in the table (spec section 9). */
export const DISPLAY_LIMIT = 50;

export const cut = (text: string, limit = DISPLAY_LIMIT): string => (text.length > limit ? `${text.slice(0, limit)}...` : text);

/**
 * A setting's value as the table shows it: booleans as Yes/No, JSON pretty-printed, everything
 * cut at 50 characters. A value that does not read as its type is shown as stored.
 */
export function displayValue(value: string, dataType: string, yesNo: (value: boolean) => string): string {
  if (dataType === 'boolean' && (value === 'true' || value === 'false')) return yesNo(value === 'true');
  if (dataType === 'json') {
    try {
      return cut(JSON.stringify(JSON.parse(value), null, 2));
    } catch {
      return cut(value);
    }
  }
  return cut(value);
}
