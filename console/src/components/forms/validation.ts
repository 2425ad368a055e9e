import { email, required } from 'react-admin';
import { isPhoneNumber } from '@lawfirm/contracts/validation.ts';

/** The spec's generic wording for an empty required input: 'This field is required'. */
export const requiredField = required('app.msg.validation.required');

/** An email address when one is given: 'Please enter a valid email address'. */
export const validEmail = email('app.msg.validation.invalidEmail');

/** A phone number when one is given, as the server takes it (contracts' isPhoneNumber): 'abc' is refused on its field. */
export const validPhone = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' && !isPhoneNumber(value.trim()) ? 'app.msg.validation.invalidPhone' : undefined;

/**
 * A validator of one's own that refuses an empty value: marked required as react-admin's
 * `required()` is, so its input shows the asterisk too.
 */
export const requiredBy = <V extends (value: unknown, values?: unknown) => unknown>(validator: V): V & { isRequired: true } => Object.assign(validator, { isRequired: true as const });
