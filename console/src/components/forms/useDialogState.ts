import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { useResourceContext, type Identifier } from 'react-admin';

/** Which add/edit dialog is open over a list: none, the blank form, or one record's form. */
export type DialogState = { mode: 'create' } | { mode: 'edit'; id: Identifier } | null;

/** The query parameter that opens a list with its blank form (the dashboard's quick actions: /management/clients?create=1). */
export const CREATE_PARAM = 'create';

export function useDialogState() {
  const [params, setParams] = useSearchParams();
  const [state, setState] = useState<DialogState>(() => (params.has(CREATE_PARAM) ? { mode: 'create' } : null));
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
    close: () => {
      setState(null);
      // going back or reloading does not open the form again
      if (params.has(CREATE_PARAM))
        setParams(
          (current) => {
            current.delete(CREATE_PARAM);
            return current;
          },
          { replace: true },
        );
    },
  };
}
