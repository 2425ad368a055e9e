import { useRef, useState, type ChangeEvent } from 'react';
import { Button, MenuItem, Stack, TextField } from '@mui/material';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import { useTranslate } from 'react-admin';
import { acceptAttribute, acceptedFiles, isAcceptedFile } from '../../components/FileUploadInput';
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

/** what the server takes as a file's attachment (it judges the content again) */
const ATTACHMENT_MAX_BYTES = 25 * 1024 * 1024;

/**
 * A category select and a button opening the file chooser. The category comes first: without
 * one the button says 'Please select a category first' instead of opening the chooser. The chooser
 * offers the accepted types; a file of another type, or too large, is refused at once by name.
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
    const refuse = (message: string, refused: File[]) => toast({ type: 'error', title: 'app.msg.common.error', message, detail: refused.map((file) => file.name).join(', ') });
    const wrongType = files.filter((file) => !isAcceptedFile(acceptedFiles.documents, file));
    const tooLarge = files.filter((file) => !wrongType.includes(file) && file.size > ATTACHMENT_MAX_BYTES);
    if (wrongType.length) refuse('app.msg.validation.uploadFileType', wrongType);
    if (tooLarge.length) refuse('app.msg.validation.fileTooLarge', tooLarge);
    const accepted = files.filter((file) => !wrongType.includes(file) && !tooLarge.includes(file));
    if (accepted.length && category) onFiles(accepted, category);
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
      <input ref={chooser} type="file" hidden multiple={multiple} accept={acceptAttribute(acceptedFiles.documents)} onChange={chosen} data-testid="attachment-chooser" />
    </Stack>
  );
};
