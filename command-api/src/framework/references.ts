import { AppError } from '@lawfirm/platform';
import { bilingual, dayIn, type FieldError, type MessageKey } from '@lawfirm/contracts';

/** A field problem answered as 400 validation_failed, worded in both languages. */
export function invalidField(field: string, key: MessageKey, summary: MessageKey = key): AppError {
  const { en, ar } = bilingual(key);
  const errors: FieldError[] = [{ field, message: en, messageAr: ar }];
  return new AppError('validation_failed', summary, errors);
}

/** Refuses a day (yyyy-MM-dd) after today in the firm's time zone: a birth date, a ruling's date. */
export function mustNotBeFuture(day: string | null | undefined, field: string, timezone = 'Asia/Dubai'): void {
  if (day && day.slice(0, 10) > dayIn(timezone)) throw invalidField(field, 'validation.futureDate');
}
