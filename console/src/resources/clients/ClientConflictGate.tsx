import type { ReactNode } from 'react';
import { GatedSave } from '../../components/forms/SaveGate';
import { useConflictSaveGate } from '../../conflicts/ConflictGate';

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

/** A new client's names in both scripts, Emirates ID and phone against the firm's clients and opponents before it is created. */
export const ClientConflictGate = ({ children }: { children: ReactNode }) => {
  const gate = useConflictSaveGate('client', (values) => ({
    names: [values.fullNameEn, values.fullNameAr].map(text).filter((n): n is string => !!n),
    nationalId: text(values.nationalId),
    phone: text(values.phone),
  }));
  return <GatedSave gate={gate}>{children}</GatedSave>;
};
