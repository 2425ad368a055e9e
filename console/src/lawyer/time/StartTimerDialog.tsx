import { useRef } from 'react';
import type { RaRecord } from 'react-admin';
import { DialogForm } from '../../components/forms/DialogForm';
import { CaseInput, useCaseName } from './CaseInput';
import { useTimeWording } from './i18n';

/** The case a new timer runs on, chosen among the lawyer's cases (its title and button in the timer's words). */
export const StartTimerDialog = ({ title, submitLabel, onStart, onClose }: { title: string; submitLabel: string; onStart: (caseId: number, caseName: string) => void; onClose: () => void }) => {
  const w = useTimeWording();
  const caseName = useCaseName();
  const picked = useRef<RaRecord | undefined>(undefined);
  const submit = async ({ caseId }: { caseId: number }) => {
    onStart(Number(caseId), picked.current && picked.current.id === caseId ? caseName(picked.current) : `#${caseId}`);
  };
  return (
    <DialogForm<{ caseId: number }> title={title} submitLabel={submitLabel} onClose={onClose} onSubmit={submit}>
      <CaseInput label={w.dialog.case} onPicked={(record) => (picked.current = record)} />
    </DialogForm>
  );
};
