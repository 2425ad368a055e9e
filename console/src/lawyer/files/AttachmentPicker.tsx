import { useRef, useState, type ChangeEvent } from 'react';
import { Button, MenuItem, Stack, TextField } from '@mui/material';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import { useTranslate } from 'react-admin';
import { useToast } from '../../components/useToast';
import { fileKey } from './i18n';
import { attachmentCategoryValues, type AttachmentCategory } from './vocabulary';

interface AttachmentPickerProps {
  /** the chosen files with the category chosen before them */
  onFiles: (files: File[], category: AttachmentCategory) => void;
  /** translation key of the button */
  label: string;
  multiple?: boolean;
  disabled?: boolean;
}

/**
 * A category select and a button opening the file chooser. The category comes first: without
 * one the button says 'Please select a category first' instead of opening the chooser.
 */
export const AttachmentPicker = ({ onFiles, label, multiple = false, disabled }: AttachmentPickerProps) => {
  const translate = useTranslate();
  const toast = useToast();
  const chooser = useRef<HTMLInputElement>(null);
  const [category, setCategory] = useState<AttachmentCategory | ''>('');

  const open = () => {
    if (!category) toast({ type: 'error', title: 'app.common.validationError', message: 'app.msg.validation.categoryFirst' });
    else chooser.current?.click();
  };
  const chosen = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (files.length && category) onFiles(files, category);
  };

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
      <TextField
        select
        size="small"
        label={translate(fileKey('attachments.category'))}
        value={category}
        onChange={(event) => setCategory(event.target.value as AttachmentCategory)}
        sx={{ width: { xs: '100%', sm: 240 } }}
      >
        {attachmentCategoryValues.map((value) => (
          <MenuItem key={value} value={value}>
            {translate(fileKey(`attachments.categories.${value}`))}
          </MenuItem>
        ))}
      </TextField>
      <Button variant="outlined" startIcon={<AttachFileIcon />} onClick={open} disabled={disabled} sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}>
        {translate(label)}
      </Button>
      <input ref={chooser} type="file" hidden multiple={multiple} onChange={chosen} data-testid="attachment-chooser" />
    </Stack>
  );
};
