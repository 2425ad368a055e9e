import { Box } from '@mui/material';
import { FilterForm, SearchInput } from 'react-admin';

/** The search box in a RecordListCard's heading, matching any field in the browser (its own chunk: a form). */
export const RecordListSearch = ({ placeholder }: { placeholder: string }) => (
  <Box sx={{ px: 2 }}>
    <FilterForm filters={[<SearchInput key="q" source="q" alwaysOn placeholder={placeholder} sx={{ minWidth: 320 }} />]} />
  </Box>
);
