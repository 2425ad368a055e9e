import { useState } from 'react';
import { Box, Button, Card, CardContent, CardHeader, LinearProgress, Stack, Typography } from '@mui/material';
import VisibilityIcon from '@mui/icons-material/Visibility';
import DownloadIcon from '@mui/icons-material/Download';
import { Form, RadioButtonGroupInput } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { localDay } from '../../components/display/days';
import { usePhrase } from '../../components/messages/wordingHook';
import { REPORT_FORMATS, type ReportDefinition } from './catalog';
import { useReportsWording } from './i18n';
import { ReportFilterInput } from './ReportFilterInput';
import { useReportRun, type ReportAction } from './useReportRun';
import { InvalidFormToast } from '../../components/forms/InvalidFormToast';

/**
 * One report of the reports screen, driven by its definition: title, description, its own
 * filters and the format in a react-admin form, Preview Report and Export Report, and the
 * generation's progress.
 */
export const ReportTile = ({ report }: { report: ReportDefinition }) => {
  const w = useReportsWording();
  const { title, description } = w.reports[report.id];
  const [defaults] = useState(() => ({ format: 'pdf', ...report.defaults?.(localDay()) }));
  const Icon = report.icon;
  return (
    <Card variant="outlined" component="section" aria-label={title} data-testid={`report-${report.id}`} sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardHeader
        avatar={
          <Box sx={{ color: 'primary.main', bgcolor: 'action.hover', borderRadius: 2, p: 1, display: 'flex' }}>
            <Icon />
          </Box>
        }
        title={title}
        subheader={description}
        slotProps={{ title: { variant: 'subtitle1', component: 'h2', sx: { fontWeight: 600 } } }}
      />
      <CardContent sx={{ pt: 0, flex: 1, display: 'flex', flexDirection: 'column', '& > form': { flex: 1, display: 'flex', flexDirection: 'column' } }}>
        <Form defaultValues={defaults} disableInvalidFormNotification noValidate>
          <InvalidFormToast />
          <Box sx={{ flex: 1 }}>
            {report.filters.map((kind) => (
              <ReportFilterInput key={kind} kind={kind} />
            ))}
            <RadioButtonGroupInput
              source="format"
              label={w.filters.format}
              choices={REPORT_FORMATS.map((id) => ({ id, name: w.formats[id] }))}
              translateChoice={false}
              helperText={false}
              row
            />
          </Box>
          <ReportActions report={report} />
        </Form>
      </CardContent>
    </Card>
  );
};

/** The two buttons, which validate the filters first, and the progress bar while a report is made. */
const ReportActions = ({ report }: { report: ReportDefinition }) => {
  const w = useReportsWording();
  const phrase = usePhrase();
  const { handleSubmit } = useFormContext();
  const { run, running, progress } = useReportRun(report.id);
  const start = (action: ReportAction) => handleSubmit((values) => run(action, values));
  return (
    <Box sx={{ mt: 1 }}>
      {running && (
        <Box sx={{ mb: 1.5 }} role="status" aria-live="polite">
          <Typography variant="caption" color="text.secondary">
            {phrase(w.generating, { progress: Math.round(progress) })}
          </Typography>
          <LinearProgress variant="determinate" value={progress} aria-label={w.reports[report.id].title} />
        </Box>
      )}
      <Stack direction="row" spacing={1}>
        <Button variant="outlined" startIcon={<VisibilityIcon />} disabled={running !== null} onClick={start('preview')} sx={{ flex: 1 }}>
          {w.preview}
        </Button>
        <Button variant="contained" startIcon={<DownloadIcon />} disabled={running !== null} onClick={start('export')} sx={{ flex: 1 }}>
          {w.export}
        </Button>
      </Stack>
    </Box>
  );
};
