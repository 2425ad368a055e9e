import { Box } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { displayValue } from './displayValue';

/** The value column: Yes/No, pretty JSON (kept on its lines) or text, cut at 50 characters. */
export const SettingValueField = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  const text = displayValue(String(record.value ?? ''), String(record.dataType), (value) => translate(`ra.boolean.${value}`));
  const json = record.dataType === 'json';
  // JSON keeps its lines and indentation, left to right even on Arabic pages
  return json ? (
    <Box component="span" dir="ltr" sx={{ display: 'inline-block', textAlign: 'start', whiteSpace: 'pre', fontFamily: 'monospace' }}>
      {text}
    </Box>
  ) : (
    <bdi>{text}</bdi>
  );
};
