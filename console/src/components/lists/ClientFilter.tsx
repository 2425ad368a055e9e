import { AutocompleteInput, ReferenceInput, type RaRecord } from 'react-admin';
import { useLocalized } from '../display/localized';

/** A list's filter by client: the firm's clients by their name in the page's language, searched as typed. */
export const ClientFilter = ({ source = 'clientId', label }: { source?: string; alwaysOn?: boolean; /** already worded; otherwise the resource's field label */ label?: string }) => {
  const localized = useLocalized();
  return (
    <ReferenceInput source={source} reference="clients" perPage={50}>
      <AutocompleteInput label={label} optionText={(r: RaRecord) => localized(r, 'fullName')} filterToQuery={(q: string) => (q ? { q } : {})} sx={{ minWidth: 240 }} />
    </ReferenceInput>
  );
};
