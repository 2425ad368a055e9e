import { AutocompleteInput, ReferenceInput, type RaRecord } from 'react-admin';
import { requiredField } from '../../components/forms/validation';
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
  return (
    <ReferenceInput source={source} reference="billing/matters" perPage={50} sort={{ field: 'kind', order: 'ASC' }}>
      <AutocompleteInput
        label={label}
        optionText={(row: MatterRow) => nameOf(row)}
        filterToQuery={(q: string) => (q ? { q } : {})}
        validate={requiredField}
        disabled={disabled}
        onChange={(_value: unknown, row: MatterRow | '') => onPicked?.(row || undefined)}
        fullWidth
      />
    </ReferenceInput>
  );
};
