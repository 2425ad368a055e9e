import type { ReactElement, ReactNode } from 'react';
import { Stack } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import VisibilityIcon from '@mui/icons-material/Visibility';
import {
  Button,
  List,
  DataTable as RaDataTable,
  SearchInput,
  TopToolbar,
  useCanAccess,
  useRecordContext,
  useResourceContext,
  useTranslate,
  type Identifier,
  type RaRecord,
  type SortPayload,
} from 'react-admin';
import type { CrudMessages } from '../messages/crudMessages';
import { BulkDeleteButton, DeleteRowButton } from './DeleteButtons';
import { ResourceDialog, type ResourceDialogOptions } from '../forms/ResourceDialog';
import { FittingDataTable } from './FittingDataTable';
import { useDialogState } from '../forms/useDialogState';
import { useLocalizedSort } from '../display/localized';
import { useLanguage } from '../../i18n/language';
import { rowLabelOf, type RowLabel } from './rowActionName';
import { RowIconButton, RowNameContext } from './RowIconButton';

interface DataTableProps {
  /** the columns: `<DataTable.Col source="nameEn" />` ... */
  children: ReactNode;
  messages: CrudMessages;
  /** the resource's inputs; when given, add and edit open a ResourceDialog with them */
  form?: ReactNode;
  /** options of that dialog (transform, width, tabs...) */
  dialog?: ResourceDialogOptions;
  /** overrides for resources with their own dialogs (e.g. employees' tabs) */
  onCreate?: () => void;
  onEdit?: (id: Identifier) => void;
  /** adds a view button to each row */
  onView?: (id: Identifier) => void;
  /** more per-row buttons, shown before edit and delete (e.g. news' Publish) */
  rowActions?: ReactNode;
  /** filters beside the search box (each with `alwaysOn`, e.g. a status select) */
  filters?: ReactElement[];
  /** more controls in the list's top toolbar, before the add button (e.g. filter buttons) */
  toolbar?: ReactNode;
  /** shown above the rows, inside the list (its filters and page known: e.g. the filtered rows' totals) */
  summary?: ReactNode;
  /** per-row delete asks the browser's confirm with this text instead of the dialog (courts) */
  confirmDelete?: (record: RaRecord) => string;
  sort?: SortPayload;
  perPage?: number;
  /** rows this user may not change show no edit or delete (a super admin's account, a role stronger than one's own) */
  mayChange?: (record: RaRecord) => boolean;
  /** the columns a person reads a row by, kept on a phone (FittingDataTable's `lead`): a person's name rather than their number */
  lead?: string[];
  /** what names a row's record for its buttons' accessible names ('Edit: Dubai'): a bilingual pair's base or a field, 'name' by default */
  rowLabel?: RowLabel;
  /**
   * false for records that are never deleted (an issued invoice is corrected by a credit note, a
   * payment stays): no row checkboxes, no delete, whatever the reader's permissions
   */
  deletable?: boolean;
}

/**
 * The spec's shared data table: search box (filter `q`, matched server side on every field),
 * select-all and per-row checkboxes with bulk delete, per-row edit / delete (and optional view),
 * loading and no-data states, deletes through the 'Confirm Delete' dialog. Buttons the role may
 * not use are hidden (canAccess).
 */
export const DataTable = ({ children, messages, form, dialog: dialogOptions, onCreate, onEdit, onView, rowActions, filters = [], toolbar, summary, confirmDelete, sort, perPage = 25, mayChange, lead, rowLabel = 'name', deletable = true }: DataTableProps) => {
  const resource = useResourceContext();
  const translate = useTranslate();
  const dialog = useDialogState();
  const { canAccess: canCreate } = useCanAccess({ resource, action: 'create' });
  const { canAccess: canEdit } = useCanAccess({ resource, action: 'edit' });
  const { canAccess: mayDelete } = useCanAccess({ resource, action: 'delete' });
  const canDelete = deletable && mayDelete;
  const create = onCreate ?? (form ? dialog.openCreate : undefined);
  const edit = onEdit ?? (form ? dialog.openEdit : undefined);
  // 'Add Region' from resources.<name>.add, else 'Add'
  const addLabel = translate(`resources.${resource}.add`, { _: translate('app.table.add') });
  // a list sorted by a name sorts by the name in the reader's language
  const localizedSort = useLocalizedSort(sort);

  return (
    <>
      <List
        filters={[<SearchInput key="q" source="q" alwaysOn />, ...filters]}
        actions={
          <TopToolbar sx={{ alignItems: 'center', gap: 1 }}>
            {toolbar}
            {create && canCreate && (
              <Button label={addLabel} variant="contained" onClick={create}>
                <AddIcon />
              </Button>
            )}
          </TopToolbar>
        }
        empty={false}
        exporter={false}
        perPage={perPage}
        sort={localizedSort}
      >
        {summary}
        <FittingDataTable lead={lead} rowClick={false} bulkActionButtons={canDelete ? <BulkDeleteButton messages={messages} /> : false}>
          {children}
          <RaDataTable.Col label="app.common.actions" disableSort align="right">
            <RowActions
              extra={rowActions}
              onView={onView}
              onEdit={canEdit ? edit : undefined}
              deleteMessages={canDelete ? messages : undefined}
              confirmDelete={confirmDelete}
              mayChange={mayChange}
              rowLabel={rowLabel}
            />
          </RaDataTable.Col>
        </FittingDataTable>
      </List>
      {form && (
        <ResourceDialog {...dialogOptions} state={dialog.state} onClose={dialog.close} messages={messages}>
          {form}
        </ResourceDialog>
      )}
    </>
  );
};

DataTable.Col = RaDataTable.Col;
DataTable.NumberCol = RaDataTable.NumberCol;

interface RowActionsProps {
  extra?: ReactNode;
  onView?: (id: Identifier) => void;
  onEdit?: (id: Identifier) => void;
  deleteMessages?: CrudMessages;
  confirmDelete?: (record: RaRecord) => string;
  mayChange?: (record: RaRecord) => boolean;
  rowLabel: RowLabel;
}

const RowActions = ({ extra, onView, onEdit: edit, deleteMessages: deleting, confirmDelete, mayChange, rowLabel }: RowActionsProps) => {
  const record = useRecordContext();
  const language = useLanguage();
  if (!record) return null;
  const changeable = mayChange?.(record) ?? true;
  const onEdit = changeable ? edit : undefined;
  const deleteMessages = changeable ? deleting : undefined;
  return (
    <RowNameContext.Provider value={rowLabelOf(record, rowLabel, language)}>
      <Stack sx={{ justifyContent: 'flex-end' }} direction="row" spacing={0.5}>
        {extra}
        {onView && (
          <RowIconButton label="app.common.view" onClick={() => onView(record.id)}>
            <VisibilityIcon fontSize="small" />
          </RowIconButton>
        )}
        {onEdit && (
          <RowIconButton label="ra.action.edit" color="primary" onClick={() => onEdit(record.id)}>
            <EditIcon fontSize="small" />
          </RowIconButton>
        )}
        {deleteMessages && <DeleteRowButton messages={deleteMessages} confirmText={confirmDelete} />}
      </Stack>
    </RowNameContext.Provider>
  );
};
