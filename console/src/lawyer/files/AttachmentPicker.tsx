import { useState } from 'react';
import { Button, MenuItem, Stack, TextField } from '@mui/material';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import { useTranslate } from 'react-admin';
import { ErrorCode, useDropzone, type FileRejection } from 'react-dropzone';
import { acceptedFiles } from '../../components/forms/FileUploadInput';
import { useToast } from '../../components/messages/useToast';
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
  const [category, setCategory] = useState<AttachmentCategory | ''>('');
  const refuse = (rejections: FileRejection[], code: string, message: string) => {
    const names = rejections.filter((r) => r.errors.some((e) => e.code === code)).map((r) => r.file.name);
    if (names.length) toast({ type: 'error', title: 'app.msg.common.error', message, detail: names.join(', ') });
  };
  // the chooser only (no drop zone), opened by the button once a category is chosen
  const { getInputProps, open: openChooser } = useDropzone({
    accept: acceptedFiles.documents,
    maxSize: ATTACHMENT_MAX_BYTES,
    multiple,
    noClick: true,
    noDrag: true,
    noKeyboard: true,
    onDropAccepted: (files) => category && onFiles(files, category),
    onDropRejected: (rejections) => {
      refuse(rejections, ErrorCode.FileInvalidType, 'app.msg.validation.uploadFileType');
      refuse(rejections, ErrorCode.FileTooLarge, 'app.msg.validation.fileTooLarge');
    },
  });

  const open = () => {
    if (!category) toast({ type: 'error', title: 'app.common.validationError', message: 'app.msg.validation.categoryFirst' });
    else openChooser();
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
      {/* opened by the button, which is the control a screen reader announces: the chooser itself is hidden from it */}
      <input {...getInputProps()} aria-hidden="true" data-testid="attachment-chooser" />
    </Stack>
  );
};
