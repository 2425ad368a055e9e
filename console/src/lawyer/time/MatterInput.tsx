import type { RaRecord } from 'react-admin';
import { ReferencePicker } from './ReferencePicker';
import type { MatterAnswer } from '@lawfirm/contracts';
import { useMatterLabel } from './matterLabel';

/** a row of GET /api/billing/matters (contracts' MatterAnswer): one of the caller's cases, files or consultations, its id 'file-3' */
export type MatterRow = MatterAnswer & RaRecord;

/**
 * The matter time is recorded on: one of the lawyer's cases, files or consultations (GET
 * /api/billing/matters, searched as typed), each named by its kind, number or day, and title. The
 * form's value is the row's id ('file-3', matterRef.ts).
 */
export const MatterInput = ({ source = 'matter', label, disabled, onPicked }: { source?: string; label: string; disabled?: boolean; onPicked?: (row: MatterRow | undefined) => void }) => {
  const nameOf = useMatterLabel();
  return <ReferencePicker<MatterRow> source={source} reference="billing/matters" sort={{ field: 'kind', order: 'ASC' }} optionText={nameOf} label={label} disabled={disabled} onPicked={onPicked} />;
};
