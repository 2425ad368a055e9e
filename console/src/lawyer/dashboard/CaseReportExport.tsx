import { useState } from 'react';
import { Button, Card, CardContent, CardHeader, CircularProgress } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { Form, RadioButtonGroupInput } from 'react-admin';
import { API_URL } from '../../api/http';
import { useLanguage } from '../../i18n/language';
import { localDay } from '../../components/display/days';
import { downloadProtectedFile } from '../../components/files/protectedFile';
import { useToast } from '../../components/messages/useToast';
import { useDashboardWording } from './i18n';
import { InvalidFormToast } from '../../components/forms/InvalidFormToast';

/** Spec section 9: export ranges and formats (pdf by default). */
export const EXPORT_RANGES = ['this-week', 'next-week', 'this-month'] as const;
export const EXPORT_FORMATS = ['pdf', 'excel'] as const;

interface ExportValues {
  range: (typeof EXPORT_RANGES)[number];
  type: (typeof EXPORT_FORMATS)[number];
}

const defaults: ExportValues = { range: 'this-week', type: 'pdf' };

/**
 * Export card of the dashboard: a period and a format, then GET /api/reports/cases?range=&type=&lang=
 * with the bearer (in the console's language, whatever the browser's), saved as a .pdf or .xlsx file. Idle or exporting (the button waits meanwhile).
 * Defaults (admin-portal.md section 9): this week, PDF.
 */
export const CaseReportExport = () => {
  const { export: w } = useDashboardWording();
  const toast = useToast();
  const [exporting, setExporting] = useState(false);
  const language = useLanguage();

  const submit = async (values: Partial<ExportValues>) => {
    const { range, type } = { ...defaults, ...values };
    setExporting(true);
    try {
      const query = new URLSearchParams({ range, type, lang: language });
      await downloadProtectedFile(`${API_URL}/reports/cases?${query}`, `cases-report-${range}-${localDay()}.${type === 'pdf' ? 'pdf' : 'xlsx'}`);
      toast({ type: 'success', title: w.success, message: w.downloaded });
    } catch (error) {
      // admin-portal.md section 9: a non-OK answer is 'Failed to generate report'
      const refused = typeof (error as { status?: unknown }).status === 'number';
      toast({ type: 'error', title: w.error, message: refused ? w.notGenerated : w.failed });
    } finally {
      setExporting(false);
    }
  };

  return (
    <Card variant="outlined" component="section" aria-label={w.title} data-testid="case-report-export">
      <CardHeader title={w.title} slotProps={{ title: { variant: 'h6', component: 'h2', sx: { fontSize: '1.05rem', fontWeight: 600 } } }} />
      <CardContent sx={{ pt: 0 }}>
        <Form defaultValues={defaults} onSubmit={submit} disableInvalidFormNotification noValidate>
          <InvalidFormToast />
          <RadioButtonGroupInput source="range" label={w.range} choices={EXPORT_RANGES.map((id) => ({ id, name: w.ranges[id] }))} row helperText={false} translateChoice={false} />
          <RadioButtonGroupInput source="type" label={w.format} choices={EXPORT_FORMATS.map((id) => ({ id, name: w.formats[id] }))} row helperText={false} translateChoice={false} />
          <Button
            type="submit"
            variant="contained"
            fullWidth
            disabled={exporting}
            startIcon={exporting ? <CircularProgress size={18} color="inherit" aria-hidden /> : <DownloadIcon />}
            sx={{ mt: 1 }}
          >
            {exporting ? w.exporting : w.submit}
          </Button>
        </Form>
      </CardContent>
    </Card>
  );
};
