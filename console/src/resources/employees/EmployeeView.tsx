import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import PrintIcon from '@mui/icons-material/Print';
import { Loading, useGetOne, type Identifier, type RaRecord } from 'react-admin';
import { DetailsList } from '../../components/display/DetailsList';
import { printDocument } from '../../components/files/printWindow';
import { componentWording, useBilingual } from '../../components/messages/wording';
import { ui } from '../../i18n/ui';
import { useFirmSettings } from '../../layout/useFirmSettings';
import { employeeDetails } from './employeeDetails';
import { useJobTitleWording } from './jobTitles';
import { EMPLOYEES, employeeI18n } from './i18n';

/** A referenced record, fetched only when the reference is set; undefined when it is missing. */
function useReference(reference: string, id: unknown): RaRecord | undefined {
  const { data } = useGetOne(reference, { id: id as Identifier }, { enabled: id != null && id !== '', retry: false });
  return data;
}

/** Everything about one employee, with a Print button opening a bilingual print page. */
export const EmployeeView = ({ id, onClose }: { id: Identifier; onClose: () => void }) => {
  const pick = useBilingual();
  const { data: employee, isPending } = useGetOne(EMPLOYEES, { id });
  const refs = {
    region: useReference('regions', employee?.regionId),
    branch: useReference('branches', employee?.branchId),
    role: useReference('roles', employee?.roleId),
    jobTitle: useJobTitleWording()(employee?.jobTitle),
  };
  const { data: firm } = useFirmSettings();
  const sections = employee ? employeeDetails(employee, refs) : [];
  const print = () =>
    printDocument({
      heading: { en: firm?.nameEn || ui.layout.defaultFirmName.en, ar: firm?.nameAr || ui.layout.defaultFirmName.ar },
      title: employeeI18n.view.title,
      sections,
    });

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="employee-view-title">
      <DialogTitle id="employee-view-title">{pick(employeeI18n.view.title)}</DialogTitle>
      <DialogContent dividers>{isPending ? <Loading /> : <DetailsList sections={sections} />}</DialogContent>
      <DialogActions>
        <Box sx={{ flex: 1 }} />
        <Button startIcon={<PrintIcon />} variant="contained" onClick={print} disabled={!employee}>
          {pick(employeeI18n.view.print)}
        </Button>
        <Button onClick={onClose}>{pick(componentWording.close)}</Button>
      </DialogActions>
    </Dialog>
  );
};
