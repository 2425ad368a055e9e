import { Box, Typography } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { ImageField, ImageInput, useTranslate, type FileInputProps } from 'react-admin';
import { isUpload } from './transforms';
import { useToast } from '../messages/useToast';
import { useFileInputName } from './fileInputName';

type DropzoneOptions = NonNullable<FileInputProps['options']>;
type Rejections = Parameters<NonNullable<DropzoneOptions['onDropRejected']>>[0];

// Only a file picked in this form counts: a record may answer the stored file's metadata under
// the same field (news' `image`), which is neither a choice nor something to preview.
const onlyUploads = (value: unknown) => (isUpload(value) ? value : null);

interface ImageUploadInputProps {
  source: string;
  /** accepted MIME types with their extensions, e.g. `{ 'image/png': ['.png'] }` */
  accept: Record<string, string[]>;
  maxBytes: number;
  /** translation keys: the hint under the drop zone, and the toasts of a refused file */
  hint: string;
  tooLarge: string;
  wrongType: string;
  /** URL of the image saved so far, shown until another one is chosen */
  currentSrc?: string | null;
  /** translation key of the caption of the saved image */
  currentLabel: string;
}

/**
 * One image upload: refuses other types and files over `maxBytes` in the browser with the same
 * wording the server uses (so nothing is sent that would be refused), previews the chosen file,
 * and shows the saved image while nothing new is chosen.
 */
export const ImageUploadInput = ({ source, accept, maxBytes, hint, tooLarge, wrongType, currentSrc, currentLabel }: ImageUploadInputProps) => {
  const translate = useTranslate();
  const toast = useToast();
  const chosen = isUpload(useWatch({ name: source }));
  const inputName = useFileInputName(source);
  const refuse = (rejections: Rejections) => {
    const codes = rejections.flatMap((r) => r.errors.map((e) => e.code));
    const message = codes.includes('file-too-large') ? tooLarge : wrongType;
    toast({ type: 'error', title: 'app.msg.common.error', message });
  };
  return (
    <Box sx={{ width: '100%' }}>
      {currentSrc && !chosen && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1 }}>
          <Box
            component="img"
            src={currentSrc}
            alt={translate(currentLabel)}
            data-testid={`${source}-current`}
            sx={{ width: 96, height: 96, objectFit: 'contain', border: 1, borderColor: 'divider', borderRadius: 1, p: 0.5, bgcolor: 'background.paper' }}
          />
          <Typography variant="body2" color="text.secondary">
            {translate(currentLabel)}
          </Typography>
        </Box>
      )}
      <ImageInput
        source={source}
        accept={accept}
        maxSize={maxBytes}
        multiple={false}
        format={onlyUploads}
        helperText={hint}
        options={{ onDropRejected: refuse }}
        inputProps={inputName}
      >
        <ImageField source="src" title="title" />
      </ImageInput>
    </Box>
  );
};
