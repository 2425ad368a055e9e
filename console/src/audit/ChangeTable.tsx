import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useLanguage } from '../i18n/language';
import type { FieldChange } from './api';
import { useAuditWording } from './i18n';

/** A changed value in a cell: text as is, objects and arrays as compact JSON, nothing as '—'. */
export function compactValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value) && value.length === 0) return '—';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** What one event changed: field label, before and after. */
export const ChangeTable = ({ changes }: { changes: FieldChange[] }) => {
  const w = useAuditWording();
  const language = useLanguage();
  const cell = { py: 0.5, px: 1, fontSize: '0.8rem', verticalAlign: 'top' } as const;
  const value = { ...cell, maxWidth: 320, overflowWrap: 'anywhere', fontFamily: 'monospace' } as const;
  return (
    <Table size="small" sx={{ mt: 1, '& th': { fontWeight: 600, color: 'text.secondary' } }} data-testid="change-table">
      <TableHead>
        <TableRow>
          <TableCell sx={cell}>{w.changes.field}</TableCell>
          <TableCell sx={cell}>{w.changes.before}</TableCell>
          <TableCell sx={cell}>{w.changes.after}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {changes.map((change) => (
          <TableRow key={change.field}>
            <TableCell sx={cell}>{language === 'ar' ? change.labelAr : change.labelEn}</TableCell>
            <TableCell sx={value}>
              <bdi>{compactValue(change.before)}</bdi>
            </TableCell>
            <TableCell sx={value}>
              <bdi>{compactValue(change.after)}</bdi>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};
