import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';

interface FilterButtonsProps {
  /** the list filter they set, e.g. 'category' */
  source: string;
  /** `{ id, name }` with `name` a translation key, as for SelectInput */
  choices: { id: string; name: string }[];
  /** translation key of the button that clears the filter */
  allLabel: string;
}

/** One button per value of a list filter plus 'All' (system settings' category buttons). */
export const FilterButtons = ({ source, choices, allLabel }: FilterButtonsProps) => {
  const translate = useTranslate();
  const { filterValues, setFilters, displayedFilters, resource } = useListContext();
  const current = (filterValues[source] as string | undefined) ?? '';
  const select = (value: string) => {
    const { [source]: _dropped, ...others } = filterValues;
    setFilters(value ? { ...others, [source]: value } : others, displayedFilters);
  };
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={current}
      onChange={(_, value: string | null) => value !== null && select(value)}
      aria-label={translate(`resources.${resource}.fields.${source}`, { _: source })}
    >
      <ToggleButton value="" sx={{ textTransform: 'none', px: 1.5 }}>
        {translate(allLabel)}
      </ToggleButton>
      {choices.map((choice) => (
        <ToggleButton key={choice.id} value={choice.id} sx={{ textTransform: 'none', px: 1.5 }}>
          {translate(choice.name)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
};
