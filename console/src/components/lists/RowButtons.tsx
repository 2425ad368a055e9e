import AddIcon from '@mui/icons-material/AddCircleOutlineOutlined';
import RemoveIcon from '@mui/icons-material/RemoveCircleOutlineOutlined';
import { Button as MuiButton } from '@mui/material';
import { IconButtonWithTooltip, useSimpleFormIterator, useSimpleFormIteratorItem, useTranslate } from 'react-admin';

/** The add button of a repeatable group, with its own wording ('Add Client'). */
export const AddRowButton = ({ label }: { label: string }) => {
  const { add, source } = useSimpleFormIterator();
  const translate = useTranslate();
  return (
    <MuiButton size="small" startIcon={<AddIcon />} onClick={() => add()} className={`button-add button-add-${source}`}>
      {translate(label, { _: label })}
    </MuiButton>
  );
};

/** The remove button of a repeatable row; with `keepFirst` the first row has none (it must stay). */
export const RemoveRowButton = ({ keepFirst = false }: { keepFirst?: boolean }) => {
  const { remove, index } = useSimpleFormIteratorItem();
  if (keepFirst && index === 0) return null;
  return (
    <IconButtonWithTooltip label="ra.action.remove" size="small" color="warning" onClick={() => remove()}>
      <RemoveIcon fontSize="small" />
    </IconButtonWithTooltip>
  );
};
