import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useResourceContext, type Identifier } from 'react-admin';

/** Which add/edit dialog is open over a list: none, the blank form, or one record's form. */
export type DialogState = { mode: 'create' } | { mode: 'edit'; id: Identifier } | null;

export function useDialogState() {
  const [state, setState] = useState<DialogState>(null);
  const resource = useResourceContext();
  const queryClient = useQueryClient();
  return {
    state,
    openCreate: () => setState({ mode: 'create' }),
    openEdit: (id: Identifier) => {
      // react-admin keeps the first copy of a record it cached (the one a create answered, say)
      // even after list reloads bring a newer one, and resets the form when the fetch returns the
      // current copy: what was typed meanwhile is lost, and a quick save would send stale fields.
      // Without a cached copy the form waits for the current record.
      queryClient.removeQueries({ queryKey: [resource, 'getOne', { id: String(id) }] });
      setState({ mode: 'edit', id });
    },
    close: () => setState(null),
  };
}
