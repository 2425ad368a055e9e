import { useTranslateLabel } from 'react-admin';

/**
 * The name of a drop zone's file input, as its label reads (in the page's language). react-admin's
 * FileInput and ImageInput show their label as text beside the zone, not as the input's <label>, so
 * a screen reader finds a file chooser without a name: the input is given the label's words.
 */
export function useFileInputName(source: string, label?: string): { 'aria-label'?: string } {
  const name = useTranslateLabel()({ source, label });
  return typeof name === 'string' && name ? { 'aria-label': name } : {};
}
