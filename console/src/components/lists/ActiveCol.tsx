import { DataTable, useResourceContext } from 'react-admin';
import { activeStyles, StatusBadge } from './StatusBadge';

/** The status column of records with an `isActive` flag: an Active / Inactive badge. */
export const ActiveCol = () => {
  const resource = useResourceContext();
  return (
    <DataTable.Col source="isActive" label={`resources.${resource}.fields.status`}>
      <StatusBadge source="isActive" styles={activeStyles} />
    </DataTable.Col>
  );
};
