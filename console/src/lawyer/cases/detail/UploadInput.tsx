import { FileField, FileInput, type FileInputProps, type Validator } from 'react-admin';
import { useToast } from '../../../components/messages/useToast';
import { useFileInputName } from '../../../components/forms/fileInputName';

interface UploadInputProps {
  source: string;
  label: string;
  /** react-dropzone style types, e.g. `acceptedFiles.documents` */
  accept: FileInputProps['accept'];
  multiple?: boolean;
  validate?: Validator | Validator[];
  /** the accepted types and limits, under the drop zone */
  hint: string;
  /** translation key of the toast when a dropped file is not of an accepted type */
  refused: string;
}

/** A drop zone for the case's uploads that lists the chosen files and says why a file was refused. */
export const UploadInput = ({ source, label, accept, multiple, validate, hint, refused }: UploadInputProps) => {
  const toast = useToast();
  const inputName = useFileInputName(source, label);
  return (
    <FileInput
      source={source}
      label={label}
      accept={accept}
      multiple={multiple}
      validate={validate}
      helperText={hint}
      inputProps={inputName}
      options={{ onDropRejected: () => toast({ type: 'error', title: 'app.msg.common.error', message: refused }) }}
    >
      <FileField source="src" title="title" />
    </FileInput>
  );
};
