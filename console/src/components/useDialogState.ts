import { useState } from 'react';
import type { Identifier } from 'react-admin';

/** Which add/edit dialog is open over a list: none, the blank form, or one record's form. */
export type DialogState = { mode: 'create' } | { mode: 'edit'; id: Identifier } | null;

export function useDialogState() {
  const [state, setState] = useState<DialogState>(null);
  return {
    state,
    openCreate: () => setState({ mode: 'create' }),
    openEdit: (id: Identifier) => setState({ mode: 'edit', id }),
    close: () => setState(null),
  };
}
