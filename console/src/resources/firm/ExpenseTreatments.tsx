import { useState } from 'react';
import { Card, CardContent, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { billingMessages } from '@lawfirm/contracts/i18n/billing.ts';
import type { ExpenseTreatmentAnswer } from '@lawfirm/contracts';
import { API_URL, getJson, httpClient } from '../../api/http';
import { errorDetail, useToast } from '../../components/messages/useToast';
import { wordingHook } from '../../components/messages/wordingHook';
import { useMayWork } from '../../auth/mayWork';
import { useLanguage } from '../../i18n/language';
import { expenseTreatmentWording } from './expenseTreatmentWording';

const useW = wordingHook(expenseTreatmentWording);

const TREATMENTS = ['out_of_scope', 'standard', 'zero_rated'] as const;
const QUERY_KEY = ['billing/expense-treatments'];

/**
 * The firm's VAT treatment of each of the seven expense types (GET and PUT
 * /api/billing/expense-treatments): a select per type, saved as it is chosen. Shown to admins
 * whose role views billing; changed by those who create billing.
 */
export const ExpenseTreatments = () => {
  const mayView = useMayWork('billing', 'view');
  const mayChange = useMayWork('billing', 'create');
  const w = useW();
  const language = useLanguage();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState<string | null>(null);
  const { data } = useQuery({ queryKey: QUERY_KEY, queryFn: () => getJson<ExpenseTreatmentAnswer[]>('/billing/expense-treatments'), enabled: mayView });
  if (!mayView || !data) return null;

  const choose = async (row: ExpenseTreatmentAnswer, vat: string) => {
    setSaving(row.id);
    try {
      await httpClient(`${API_URL}/billing/expense-treatments/${encodeURIComponent(row.id)}`, { method: 'PUT', body: JSON.stringify({ vat }) });
      await queryClient.invalidateQueries({ queryKey: QUERY_KEY });
      toast({ type: 'success', title: 'app.msg.common.success', message: w.saved });
    } catch (error) {
      toast({ type: 'error', title: w.failed, message: errorDetail(error) ?? w.failed });
    } finally {
      setSaving(null);
    }
  };

  return (
    <Card variant="outlined" sx={{ maxWidth: 960, mt: 3 }} component="section" aria-labelledby="expense-treatments-title">
      <CardContent>
        <Typography id="expense-treatments-title" variant="h6" component="h2" gutterBottom>
          {w.title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {w.intro}
        </Typography>
        <Stack spacing={2}>
          {data.map((row) => (
            <TextField
              key={row.id}
              select
              id={`expense-treatment-${row.id}`}
              label={billingMessages[`billing.expenseType.${row.expenseType}`][language]}
              value={row.vat}
              disabled={!mayChange || saving === row.id}
              onChange={(e) => void choose(row, e.target.value)}
              helperText={row.chosen ? w.chosen : w.byDefault}
              sx={{ maxWidth: 480 }}
            >
              {TREATMENTS.map((t) => (
                <MenuItem key={t} value={t}>
                  {billingMessages[`billing.vat.${t}`][language]}
                </MenuItem>
              ))}
            </TextField>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
};
