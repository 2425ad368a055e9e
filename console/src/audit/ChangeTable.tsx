import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useLanguage } from '../i18n/language';
import type { FieldChange } from './api';
import { useAuditWording } from './i18n';

/** What one event changed: field label, before and after, in the console's language ('—' for nothing). */
export const ChangeTable = ({ changes }: { changes: FieldChange[] }) => {
  const w = useAuditWording();
  const language = useLanguage();
  const cell = { py: 0.5, px: 1, fontSize: '0.8rem', verticalAlign: 'top' } as const;
  const value = { ...cell, overflowWrap: 'anywhere', whiteSpace: 'pre-line' } as const;
  const ar = language === 'ar';
  return (
    <Table size="small" sx={{ mt: 1, tableLayout: 'fixed', '& th': { fontWeight: 600, color: 'text.secondary' } }} data-testid="change-table">
      <TableHead>
        <TableRow>
          <TableCell sx={{ ...cell, width: '24%' }}>{w.changes.field}</TableCell>
          <TableCell sx={{ ...cell, width: '38%' }}>{w.changes.before}</TableCell>
          <TableCell sx={{ ...cell, width: '38%' }}>{w.changes.after}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {changes.map((change) => (
          <TableRow key={change.field}>
            <TableCell sx={cell}>{ar ? change.labelAr : change.labelEn}</TableCell>
            <TableCell sx={value}>
              <bdi>{(ar ? change.beforeAr : change.beforeEn) ?? '—'}</bdi>
            </TableCell>
            <TableCell sx={value}>
              <bdi>{(ar ? change.afterAr : change.afterEn) ?? '—'}</bdi>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};
