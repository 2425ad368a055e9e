import type { NextFileNumber } from '@lawfirm/contracts';
import { useEffect, useState } from 'react';
import { FormControlLabel, Stack, Switch } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useFormContext } from 'react-hook-form';
import { TextInput, useTranslate } from 'react-admin';
import { getJson } from '../../api/http';
import { fileKey } from './i18n';

/**
 * The new file's number: the server's next number, read-only, until the manual switch is on.
 * Switching it off puts the generated number back.
 */
export const FileNumberInput = () => {
  const translate = useTranslate();
  const { setValue } = useFormContext();
  const [manual, setManual] = useState(false);
  const next = useQuery({ queryKey: ['lawyer/next-file-number'], queryFn: () => getJson<NextFileNumber>('/lawyer/next-file-number'), gcTime: 0 });
  const generated = next.data?.fileNumber;
  useEffect(() => {
    if (!manual && generated) setValue('fileNumber', generated);
  }, [manual, generated, setValue]);

  return (
    <Stack sx={{ gridColumn: '1 / -1', mb: 1 }}>
      <TextInput
        source="fileNumber"
        readOnly={!manual}
        placeholder="FL-00000"
        helperText={manual ? false : fileKey('create.generatedNumber')}
        fullWidth
      />
      <FormControlLabel control={<Switch checked={manual} onChange={(event) => setManual(event.target.checked)} />} label={translate(fileKey('create.manualNumber'))} />
    </Stack>
  );
};
