import { Box, IconButton, List, ListItem, ListItemIcon, ListItemText, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import InsertDriveFileIcon from '@mui/icons-material/InsertDriveFile';
import { useInput, useTranslate } from 'react-admin';
import { formatFileSize } from '../../components/files/fileSize';
import { SectionCard } from '../../components/display/SectionCard';
import { useLanguage } from '../../i18n/language';
import { AttachmentPicker } from './AttachmentPicker';
import type { PendingAttachment } from './filePayload';
import { fileKey } from './i18n';

/** The create form's attachments (`attachments`): files added under a category, removable before saving. */
export const AttachmentsInput = () => {
  const translate = useTranslate();
  const language = useLanguage();
  const { field } = useInput<PendingAttachment[]>({ source: 'attachments', defaultValue: [] });
  const attachments: PendingAttachment[] = field.value ?? [];
  const add = (files: File[], category: PendingAttachment['category']) => field.onChange([...attachments, ...files.map((file) => ({ file, category }))]);
  const remove = (index: number) => field.onChange(attachments.filter((_, i) => i !== index));

  return (
    <SectionCard title={fileKey('attachments.title')}>
      <AttachmentPicker onFiles={add} label={fileKey('attachments.addFiles')} multiple />
      <Box sx={{ mt: 1.5 }}>
        {attachments.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {translate(fileKey('attachments.none'))}
          </Typography>
        ) : (
          <List dense disablePadding aria-label={translate(fileKey('attachments.title'))}>
            {attachments.map(({ file, category }, index) => (
              <ListItem
                key={`${file.name}-${index}`}
                disableGutters
                secondaryAction={
                  <IconButton edge="end" size="small" aria-label={translate(fileKey('attachments.remove'), { name: file.name })} onClick={() => remove(index)}>
                    <CloseIcon fontSize="small" />
                  </IconButton>
                }
              >
                <ListItemIcon sx={{ minWidth: 36 }}>
                  <InsertDriveFileIcon fontSize="small" />
                </ListItemIcon>
                <ListItemText
                  primary={<bdi>{file.name}</bdi>}
                  secondary={`${translate(fileKey(`attachments.categories.${category}`))} · ${formatFileSize(file.size, language)}`}
                />
              </ListItem>
            ))}
          </List>
        )}
      </Box>
    </SectionCard>
  );
};
