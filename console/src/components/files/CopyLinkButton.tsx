import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { IconButtonWithTooltip } from 'react-admin';
import { useToast } from '../messages/useToast';
import { copyLinkWording as wording } from './copyLinkWording';
import { useBilingual } from '../messages/wording';

/** Writes the text to the clipboard (with the older fallback where the API is missing). */
export async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return;
    } catch {
      // permission refused: fall back to a selection
    }
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  document.execCommand('copy');
  area.remove();
}

/** An icon button copying a link, then the toast 'Copied'. */
export const CopyLinkButton = ({ text }: { text: string }) => {
  const pick = useBilingual();
  const toast = useToast();
  const copy = () => copyText(text).then(() => toast({ type: 'success', message: pick(wording.copied) }));
  return (
    <IconButtonWithTooltip label={pick(wording.copy)} size="small" onClick={copy}>
      <ContentCopyIcon fontSize="small" />
    </IconButtonWithTooltip>
  );
};
