import type { MessageKey } from '@lawfirm/contracts';

/** Toast wording of one resource's create / update / delete, as translation keys. */
export interface CrudMessages {
  created: string;
  updated: string;
  deleted: string;
  createFailed: string;
  updateFailed: string;
  deleteFailed: string;
  /** shown when the form's own validation blocks the submit for a required field left empty */
  invalid: string;
  /** the fields `invalid` speaks of, when it names them; an empty other field gets the generic wording */
  invalidFields?: string[];
}

/** Prefixes of the shared catalogue that have the six crud wordings (`regions`, `branches`, ...). */
type CrudPrefix = { [K in MessageKey]: K extends `${infer P}.createFailed` ? P : never }[MessageKey];

export const crudMessages = (prefix: CrudPrefix, invalid = 'app.msg.validation.fillRequired'): CrudMessages => ({
  created: `app.msg.${prefix}.created`,
  updated: `app.msg.${prefix}.updated`,
  deleted: `app.msg.${prefix}.deleted`,
  createFailed: `app.msg.${prefix}.createFailed`,
  updateFailed: `app.msg.${prefix}.updateFailed`,
  deleteFailed: `app.msg.${prefix}.deleteFailed`,
  invalid,
});
