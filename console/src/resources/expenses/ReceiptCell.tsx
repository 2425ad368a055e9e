import { useRecordContext } from 'react-admin';
import { Button, Typography } from '@mui/material';
import ReceiptIcon from '@mui/icons-material/Receipt';
import type { ExpenseAnswer } from '@lawfirm/contracts';
import { API_URL } from '../../api/http';
import { openProtectedFile } from '../../components/files/protectedFile';
import { useToast } from '../../components/messages/useToast';
import { useExpenseWording } from './wording';

/** an expense's row: its receipt, opened with the session's token; or that there is none (billing staff's list and the lawyer's My time) */
export const ReceiptCell = () => {
  const w = useExpenseWording();
  const toast = useToast();
  const expense = useRecordContext<ExpenseAnswer>();
  if (!expense) return null;
  if (!expense.receipt) {
    return (
      <Typography component="span" variant="body2" color="text.secondary">
        {w.noReceipt}
      </Typography>
    );
  }
  const { filename } = expense.receipt;
  const open = () =>
    openProtectedFile(`${API_URL}/billing/expenses/${expense.id}/receipt?inline=1`, filename).catch(() => toast({ type: 'error', title: 'app.msg.common.error', message: w.openFailed }));
  return (
    <Button size="small" startIcon={<ReceiptIcon />} onClick={open} aria-label={`${w.openReceipt}: ${filename}`} sx={{ whiteSpace: 'nowrap' }}>
      {w.openReceipt}
    </Button>
  );
};
