import { useState, type FormEvent } from 'react';
import { Button, Card, CardContent, CardHeader, CircularProgress, FormControl, FormControlLabel, FormLabel, Radio, RadioGroup } from '@mui/material';
import { styled } from '@mui/material/styles';
import DownloadIcon from '@mui/icons-material/Download';
import { API_URL } from '../../api/http';
import { useLanguage } from '../../i18n/language';
import { localDay } from '../../components/display/days';
import { downloadProtectedFile } from '../../components/files/protectedFile';
import { useToast } from '../../components/messages/useToast';
import { useDashboardWording } from './i18n';

/** Spec section 9: export ranges and formats (pdf by default). */
export const EXPORT_RANGES = ['this-week', 'next-week', 'this-month'] as const;
export const EXPORT_FORMATS = ['pdf', 'excel'] as const;

interface ExportValues {
  range: (typeof EXPORT_RANGES)[number];
  type: (typeof EXPORT_FORMATS)[number];
}

const defaults: ExportValues = { range: 'this-week', type: 'pdf' };

/**
 * A row of radio buttons under its legend, drawn as react-admin's RadioButtonGroupInput draws one
 * (the same elements, classes and small legend), held in state: two choices that always have a
 * value need no form library, and react-hook-form stays out of the dashboard's first load.
 */
const ChoiceRow = <V extends string>({ name, label, value, choices, onChange }: { name: string; label: string; value: V; choices: { id: V; name: string }[]; onChange: (value: V) => void }) => (
  <ChoiceFieldset component="fieldset" className={`ra-input ra-input-${name}`} margin="dense">
    <FormLabel component="legend" className="RaRadioButtonGroupInput-label">
      <span>{label}</span>
    </FormLabel>
    <RadioGroup id={name} name={name} row value={value} onChange={(e) => onChange(e.target.value as V)}>
      {choices.map((choice) => (
        <FormControlLabel key={choice.id} label={choice.name} htmlFor={`${name}_${choice.id}`} value={choice.id} control={<Radio id={`${name}_${choice.id}`} color="primary" />} />
      ))}
    </RadioGroup>
  </ChoiceFieldset>
);

const ChoiceFieldset = styled(FormControl, { name: 'RaRadioButtonGroupInput', overridesResolver: (_props, styles) => styles.root })(({ theme }) => ({
  '& .RaRadioButtonGroupInput-label': {
    transform: 'translate(0, 5px) scale(0.75)',
    transformOrigin: `top ${theme.direction === 'ltr' ? 'left' : 'right'}`,
  },
})) as typeof FormControl;

/**
 * Export card of the dashboard: a period and a format, then GET /api/reports/cases?range=&type=&lang=
 * with the bearer (in the console's language, whatever the browser's), saved as a .pdf or .xlsx file. Idle or exporting (the button waits meanwhile).
 * Defaults (admin-portal.md section 9): this week, PDF.
 */
export const CaseReportExport = () => {
  const { export: w } = useDashboardWording();
  const toast = useToast();
  const [exporting, setExporting] = useState(false);
  const [{ range, type }, setValues] = useState<ExportValues>(defaults);
  const language = useLanguage();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
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
        <form onSubmit={submit} noValidate>
          <ChoiceRow name="range" label={w.range} value={range} choices={EXPORT_RANGES.map((id) => ({ id, name: w.ranges[id] }))} onChange={(range) => setValues((v) => ({ ...v, range }))} />
          <ChoiceRow name="type" label={w.format} value={type} choices={EXPORT_FORMATS.map((id) => ({ id, name: w.formats[id] }))} onChange={(type) => setValues((v) => ({ ...v, type }))} />
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
        </form>
      </CardContent>
    </Card>
  );
};
