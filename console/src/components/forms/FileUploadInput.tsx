import { Box, Typography } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { FileField, FileInput, useRecordContext, type FileInputProps, type RaRecord } from 'react-admin';
import { StoredFileLink } from '../files/StoredFileLink';
import { isUpload } from './transforms';
import { useToast } from '../messages/useToast';
import { useFileInputName } from './fileInputName';
import { componentWording, useBilingual } from '../messages/wording';

export interface StoredFile {
  url: string;
  filename: string;
}

interface FileUploadInputProps {
  /** form field of the new file; the data provider sends it as this multipart field */
  source: string;
  label?: string;
  /** accepted types, react-dropzone style: `{ 'application/pdf': ['.pdf'] }` */
  accept: FileInputProps['accept'];
  /** the file the record holds already, if any */
  stored?: (record: RaRecord) => StoredFile | null | undefined;
  maxBytes?: number;
  /** translation key of the toast for a refused file (wrong type or too large) */
  refused?: string;
}

// A value that is not a fresh upload (e.g. the stored file's name the server answered under the
// same field) is not this input's business: the stored file is shown beneath instead.
const onlyUploads = (value: unknown) => (isUpload(value) ? value : null);

/** One file to upload; until one is chosen, the file already stored is shown beneath (or 'No file uploaded'). */
export const FileUploadInput = ({ source, label, accept, stored, maxBytes, refused = 'app.msg.validation.invalidValue' }: FileUploadInputProps) => {
  const record = useRecordContext();
  const pick = useBilingual();
  const toast = useToast();
  const chosen = isUpload(useWatch({ name: source }));
  const file = record && stored ? stored(record) : null;
  const inputName = useFileInputName(source, label);
  const onDropRejected = () => toast({ type: 'error', title: 'app.msg.common.error', message: refused });
  return (
    <Box sx={{ width: '100%', mb: 1 }}>
      <FileInput
        source={source}
        label={label}
        accept={accept}
        maxSize={maxBytes}
        format={onlyUploads}
        helperText={false}
        options={{ onDropRejected }}
        inputProps={inputName}
      >
        <FileField source="src" title="title" />
      </FileInput>
      {chosen ? null : file ? (
        <StoredFileLink url={file.url} filename={file.filename} />
      ) : (
        <Typography variant="body2" color="text.secondary">
          {pick(componentWording.noFile)}
        </Typography>
      )}
    </Box>
  );
};

/** Accepted types of the spec's uploads. */
export const acceptedFiles = {
  word: {
    'application/pdf': ['.pdf'],
    'application/msword': ['.doc'],
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['.docx'],
  },
  documents: {
    'application/pdf': ['.pdf'],
    'image/jpeg': ['.jpg', '.jpeg'],
    'image/png': ['.png'],
    'application/msword': ['.doc'],
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['.docx'],
  },
} satisfies Record<string, FileInputProps['accept']>;
