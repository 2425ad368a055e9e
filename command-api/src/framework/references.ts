import { AppError, type ReadStore } from '@lawfirm/platform';
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

/** Refuses a reference to a record that does not exist (read model lookup). */
export async function mustExist(readStore: ReadStore, collection: string, id: unknown, field: string, key: MessageKey): Promise<void> {
  if (id === null || id === undefined) return;
  if (!(await readStore.collection(collection).findOne({ id }))) throw invalidField(field, key);
}

/**
 * Refuses a value another record already has (usernames, client numbers). Checked against the
 * read model: two creates racing within milliseconds could both pass; see the README.
 */
export async function mustBeUnique(readStore: ReadStore, collection: string, field: string, value: unknown, exceptId: number | undefined, key: MessageKey): Promise<void> {
  const filter = typeof value === 'string' ? { [field]: { $regex: `^${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, $options: 'i' } } : { [field]: value };
  const other = await readStore.collection(collection).findOne(exceptId ? { $and: [filter, { id: { $ne: exceptId } }] } : filter);
  if (other) throw invalidField(field, key);
}

/** Refuses removing a record others still point to (a region with branches, a role with users). */
export async function mustNotBeReferenced(readStore: ReadStore, id: number, refs: { collection: string; field: string }[]): Promise<void> {
  for (const { collection, field } of refs)
    if (await readStore.collection(collection).findOne({ [field]: id })) throw new AppError('conflict', 'error.inUse');
}
