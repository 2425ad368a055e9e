import type { ReactNode } from 'react';
import { ArrayInput, SimpleFormIterator } from 'react-admin';
import { AddRowButton, RemoveRowButton } from '../lists/RowButtons';

interface RepeatableItemsProps {
  /** the array field, e.g. 'additionalLocations' */
  source: string;
  /** translation key of the group's title */
  label: string;
  /** the fields of a new item, e.g. `{ locationEn: null, locationAr: null }` */
  emptyItem: Record<string, unknown>;
  /** the inputs of one item, with sources relative to it */
  children: ReactNode;
  /** wording of the add button ('Add Client'); react-admin's icon button when absent */
  addLabel?: string;
  /** the first item cannot be removed (a group that needs at least one) */
  keepFirst?: boolean;
  /** an item's inputs side by side rather than stacked */
  inline?: boolean;
}

/**
 * A list of repeatable items (add / remove) in a form. The empty item is given rather than read
 * from the children's sources, so grouped inputs (an English / Arabic pair) start out right.
 */
export const RepeatableItems = ({ source, label, emptyItem, children, addLabel, keepFirst, inline }: RepeatableItemsProps) => (
  <ArrayInput source={source} label={label}>
    <SimpleFormIterator
      disableReordering
      fullWidth
      inline={inline}
      getItemDefaults={(item: unknown) => item ?? { ...emptyItem }}
      {...(addLabel ? { addButton: <AddRowButton label={addLabel} />, disableClear: true } : {})}
      {...(keepFirst ? { removeButton: <RemoveRowButton keepFirst /> } : {})}
    >
      {children}
    </SimpleFormIterator>
  </ArrayInput>
);
