import { useCallback, useMemo, type ReactNode } from 'react';
import { SaveContextProvider, useRegisterMutationMiddleware, useSaveContext, type RaRecord } from 'react-admin';

/**
 * A question asked between the user's Save and the request (e.g. the conflict check), and what
 * follows the saved record (e.g. the reason given, recorded on it).
 */
export interface SaveGate {
  /** false: the user went back, nothing is sent */
  before: (values: Record<string, unknown>) => Promise<boolean>;
  /** after the server saved the record, before the form's own success (its toast, its redirect) */
  after: (record: RaRecord) => Promise<void>;
  /** what the gate shows while it asks (its dialog) */
  element: ReactNode;
}

type Mutate = (resource: string, params: unknown) => Promise<{ data: RaRecord }>;

/** Puts a gate around the save of the react-admin form inside it (within a CreateBase or EditBase). */
export const GatedSave = ({ gate, children }: { gate: SaveGate; children: ReactNode }) => {
  const context = useSaveContext();
  const { save: ungated } = context;
  const { before, after } = gate;
  const save = useCallback<NonNullable<typeof ungated>>(
    async (values, callbacks) => {
      if (!(await before(values as Record<string, unknown>))) return undefined;
      return ungated?.(values, callbacks);
    },
    [before, ungated],
  );
  // around the data provider's call, so it runs before the mutation's success handlers close the form
  const middleware = useCallback(
    async (resource: string, params: unknown, next: Mutate) => {
      const result = await next(resource, params);
      await after(result.data);
      return result;
    },
    [after],
  );
  useRegisterMutationMiddleware(middleware);
  const value = useMemo(() => ({ ...context, save }), [context, save]);
  return (
    <SaveContextProvider value={value}>
      {children}
      {gate.element}
    </SaveContextProvider>
  );
};
