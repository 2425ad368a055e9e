import { useRef } from 'react';
import { DialogForm } from '../../components/forms/DialogForm';
import { MatterInput, type MatterRow } from './MatterInput';
import { useMatterLabel } from './matterLabel';
import { matterOf, type MatterRef } from './matterRef';
import { useTimeWording } from './i18n';

/** The matter a new timer runs on, chosen among the lawyer's cases, files and consultations (its title and button in the timer's words). */
export const StartTimerDialog = ({ title, submitLabel, onStart, onClose }: { title: string; submitLabel: string; onStart: (matter: MatterRef, matterName: string) => void; onClose: () => void }) => {
  const w = useTimeWording();
  const nameOf = useMatterLabel();
  const picked = useRef<MatterRow | undefined>(undefined);
  const submit = async ({ matter }: { matter: MatterRef }) => {
    const chosen = matterOf(matter);
    if (!chosen) return;
    // the row picked names it; without it (never expected), its kind alone rather than its id
    onStart(matter, nameOf(picked.current && picked.current.id === matter ? picked.current : { kind: chosen.kind, number: null, titleEn: null, titleAr: null, day: null }));
  };
  return (
    <DialogForm<{ matter: MatterRef }> title={title} submitLabel={submitLabel} onClose={onClose} onSubmit={submit}>
      <MatterInput label={w.dialog.matter} onPicked={(row) => (picked.current = row)} />
    </DialogForm>
  );
};
