import { useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Stack } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import {
  BooleanInput,
  Button,
  List,
  Pagination,
  DataTable,
  SearchInput,
  TopToolbar,
  useCanAccess,
  useListContext,
  useRecordContext,
  useResourceContext,
  useTranslate,
  type Identifier,
} from 'react-admin';
import { BackLink } from '../../components/display/BackLink';
import { CountBadge } from '../../components/lists/CountBadge';
import type { CrudMessages } from '../../components/messages/crudMessages';
import { DeleteRowButton } from '../../components/lists/DeleteButtons';
import { EmptyState } from '../../components/lists/EmptyState';
import { ResourceDialog } from '../../components/forms/ResourceDialog';
import { resourceCrudMessages } from '../../components/messages/resourceCrudMessages';
import { StatusBadge, activeStyles } from '../../components/lists/StatusBadge';
import { useDialogState } from '../../components/forms/useDialogState';
import { FittingDataTable } from '../../components/lists/FittingDataTable';
import { useLocalizedSort } from '../../components/display/localized';
import { rowLabelOf, type RowLabel } from '../../components/lists/rowActionName';
import { RowIconButton, RowNameContext } from '../../components/lists/RowIconButton';
import { useLanguage } from '../../i18n/language';
import type { SettingsModule } from './types';
import { CASE_SETTINGS } from './wording';

const common = (key: string) => `resources.${CASE_SETTINGS}.${key}`;
const newItem = { isActive: true };

/**
 * The one screen of every case-settings module: back link, search (and the module's filters),
 * item count, table, add/edit dialog and delete confirmation. Buttons the role may not use are
 * hidden. The module gives columns, inputs, sort and wording.
 */
export const SettingsScreen = ({ module }: { module: SettingsModule }) => {
  const resource = useResourceContext() ?? '';
  const dialog = useDialogState();
  const { canAccess: canCreate } = useCanAccess({ resource, action: 'create' });
  const { canAccess: canEdit } = useCanAccess({ resource, action: 'edit' });
  const { canAccess: canDelete } = useCanAccess({ resource, action: 'delete' });
  const messages = resourceCrudMessages(resource);
  const queryClient = useQueryClient();
  const sort = useLocalizedSort(module.sort);
  // The edit form waits for the fetched record. Otherwise react-admin shows a cached copy first
  // (e.g. the create answer, without derived fields such as the stage name) and resets the form
  // when the fetched one differs, dropping what was typed meanwhile.
  const openEdit = (id: Identifier) => {
    queryClient.removeQueries({ queryKey: [resource, 'getOne'] });
    dialog.openEdit(id);
  };

  return (
    <Stack>
      <BackLink to={`/${CASE_SETTINGS}`} label={common('backToSettings')} />
      {module.header}
      <List
        filters={[<SearchInput key="q" source="q" alwaysOn />, ...(module.filters ?? [])]}
        actions={<SettingsToolbar onAdd={canCreate ? dialog.openCreate : undefined} />}
        empty={false}
        exporter={false}
        perPage={100}
        pagination={<Pagination rowsPerPageOptions={[10, 25, 50, 100]} />}
        sort={sort}
      >
        <SettingsRows module={module} onEdit={canEdit ? openEdit : undefined} deleteMessages={canDelete && !module.withoutDelete ? messages : undefined} />
      </List>
      <ResourceDialog
        {...module.dialog}
        state={dialog.state}
        onClose={dialog.close}
        messages={messages}
        defaultValues={module.withoutActiveFlag ? module.defaults : { ...newItem, ...module.defaults }}
      >
        {module.inputs}
        {!module.withoutActiveFlag && <BooleanInput source="isActive" />}
      </ResourceDialog>
    </Stack>
  );
};

/** The item count (after search and filters) and the add button. */
const SettingsToolbar = ({ onAdd }: { onAdd?: () => void }) => {
  const { total, resource } = useListContext();
  const translate = useTranslate();
  return (
    <TopToolbar sx={{ alignItems: 'center', gap: 1 }}>
      <CountBadge count={total} label={translate(common('itemCount'), { smart_count: total ?? 0 })} />
      {onAdd && (
        <Button label={`resources.${resource}.add`} variant="contained" onClick={onAdd}>
          <AddIcon />
        </Button>
      )}
    </TopToolbar>
  );
};

interface SettingsRowsProps {
  module: SettingsModule;
  onEdit?: (id: Identifier) => void;
  deleteMessages?: CrudMessages;
}

const SettingsRows = ({ module, onEdit, deleteMessages }: SettingsRowsProps) => {
  const { data, resource } = useListContext();
  const { rowOrder } = module;
  const ordered = useMemo(() => (rowOrder && data ? [...data].sort(rowOrder) : undefined), [data, rowOrder]);
  return (
    <FittingDataTable data={ordered} rowClick={false} bulkActionButtons={false} empty={<SettingsEmpty />}>
      {module.columns}
      {!module.withoutActiveFlag && (
        <DataTable.Col source="isActive" label={`resources.${resource}.fields.status`} disableSort={Boolean(rowOrder)}>
          <StatusBadge source="isActive" styles={activeStyles} />
        </DataTable.Col>
      )}
      <DataTable.Col label="app.common.actions" disableSort align="right">
        <RowActions onEdit={onEdit} deleteMessages={deleteMessages} confirmContent={module.confirmDelete} rowLabel={module.rowLabel ?? 'name'} />
      </DataTable.Col>
    </FittingDataTable>
  );
};

interface RowActionsProps {
  onEdit?: (id: Identifier) => void;
  deleteMessages?: CrudMessages;
  confirmContent?: string;
  rowLabel: RowLabel;
}

const RowActions = ({ onEdit, deleteMessages, confirmContent, rowLabel }: RowActionsProps) => {
  const record = useRecordContext();
  const language = useLanguage();
  if (!record) return null;
  return (
    <RowNameContext.Provider value={rowLabelOf(record, rowLabel, language)}>
      <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
        {onEdit && (
          <RowIconButton label="ra.action.edit" color="primary" onClick={() => onEdit(record.id)}>
            <EditIcon fontSize="small" />
          </RowIconButton>
        )}
        {deleteMessages && <DeleteRowButton messages={deleteMessages} confirmContent={confirmContent} />}
      </Stack>
    </RowNameContext.Provider>
  );
};

/** 'No ... found. Add the first one!' on an empty module; 'No search results found' while filtering. */
const SettingsEmpty = () => {
  const { filterValues, resource } = useListContext();
  const filtering = Object.keys(filterValues ?? {}).length > 0;
  return filtering ? (
    <EmptyState title={common('noResults')} hint={common('noResultsHint')} icon={<SearchOffIcon fontSize="inherit" />} />
  ) : (
    <EmptyState title={`resources.${resource}.empty`} />
  );
};
