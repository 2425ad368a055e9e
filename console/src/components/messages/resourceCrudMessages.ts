import type { Bilingual } from '@lawfirm/contracts';
import type { CrudMessages } from './crudMessages';

/** The six toast wordings of a resource whose wording the server never says, kept in its i18n.ts. */
export interface CrudWording {
  created: Bilingual;
  updated: Bilingual;
  deleted: Bilingual;
  createFailed: Bilingual;
  updateFailed: Bilingual;
  deleteFailed: Bilingual;
}

/**
 * Toast keys of a resource whose i18n.ts has `messages: CrudWording`
 * (`resources.<name>.messages.created`, ...); `crudMessages` is the same for the shared catalogue.
 */
export const resourceCrudMessages = (resource: string, invalid = 'app.msg.validation.fillRequired'): CrudMessages => {
  const key = (name: keyof CrudWording) => `resources.${resource}.messages.${name}`;
  return {
    created: key('created'),
    updated: key('updated'),
    deleted: key('deleted'),
    createFailed: key('createFailed'),
    updateFailed: key('updateFailed'),
    deleteFailed: key('deleteFailed'),
    invalid,
  };
};
