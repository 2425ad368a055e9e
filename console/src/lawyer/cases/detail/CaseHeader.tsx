import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import { RecordContextProvider, type RaRecord } from 'react-admin';
import { StatusBadge } from '../../../components/lists/StatusBadge';
import { useLanguage } from '../../../i18n/language';
import { caseTitle } from '../format';
import { useCasesWording } from '../i18n';
import { headerStatusStyles, priorityStyles } from '../vocabulary';
import { useMayWork } from '../../../auth/mayWork';

/** Title, case number, status (Active / Closed / Pending) and priority badges, and an Edit Case link. */
export const CaseHeader = ({ record }: { record: RaRecord }) => {
  const w = useCasesWording();
  const language = useLanguage();
  const mayEdit = useMayWork('cases', 'edit');
  return (
    <Card variant="outlined" sx={{ mb: 2 }}>
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>
              {caseTitle(record, language, w)}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {w.fields.caseNumber}: <bdi>{record.caseNumber}</bdi>
            </Typography>
            <RecordContextProvider value={record}>
              <Stack direction="row" spacing={1} sx={{ mt: 1.5 }} data-testid="case-badges">
                <StatusBadge source="status" styles={headerStatusStyles} />
                <StatusBadge source="priority" styles={priorityStyles} />
              </Stack>
            </RecordContextProvider>
          </Box>
          {mayEdit && (
            <Button component={RouterLink} to={`/lawyer/edit-case/${record.id}`} variant="outlined" startIcon={<EditIcon />} sx={{ alignSelf: 'flex-start' }}>
              {w.detail.editCase}
            </Button>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
};
