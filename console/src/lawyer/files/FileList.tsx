import { Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/CreateNewFolder';
import EditIcon from '@mui/icons-material/Edit';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { useNavigate } from 'react-router-dom';
import { Button, DataTable, List, SearchInput, TopToolbar, useRecordContext } from 'react-admin';
import { getSessionUser } from '../../auth/session';
import { EmptyState } from '../../components/lists/EmptyState';
import { RowIconButton, RowNameContext } from '../../components/lists/RowIconButton';
import { StatusBadge } from '../../components/lists/StatusBadge';
import { canDeleteFile } from './fileAccess';
import { LocalDateField } from '../../components/display/LocalDateField';
import { FileDeleteButton } from './FileDeleteButton';
import { FittingDataTable } from '../../components/lists/FittingDataTable';
import { FileSummaryCards } from './FileSummaryCards';
import { fileKey } from './i18n';
import { NameCol } from './NameCol';
import { CREATE_FILE_PATH, editFilePath, fileDetailPath } from './paths';
import { directionStyles } from './vocabulary';
import { useMayWork } from '../../auth/mayWork';

const SubjectWithNotes = () => {
  const record = useRecordContext();
  return (
    <>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {record?.subject}
      </Typography>
      {record?.notes && (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ maxWidth: 320 }}>
          {record.notes}
        </Typography>
      )}
    </>
  );
};

/** View for every file, edit for lawyers and admins whose role edits files; delete for such an admin or a lawyer of the file (spec section 6). */
const FileRowActions = () => {
  const record = useRecordContext();
  const navigate = useNavigate();
  const mayEdit = useMayWork('files', 'edit');
  if (!record) return null;
  // the row's buttons name the file by its number, as the row's first column shows it ('Edit: F-2026-0012')
  return (
    <RowNameContext.Provider value={String(record.fileNumber ?? '')}>
      <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
        <RowIconButton label="app.common.view" onClick={() => navigate(fileDetailPath(record.id))}>
          <VisibilityIcon fontSize="small" />
        </RowIconButton>
        {mayEdit && (
          <RowIconButton label="ra.action.edit" color="primary" onClick={() => navigate(editFilePath(record.id))}>
            <EditIcon fontSize="small" />
          </RowIconButton>
        )}
        {canDeleteFile(getSessionUser(), record) && <FileDeleteButton />}
      </Stack>
    </RowNameContext.Provider>
  );
};

const noWrap = () => ({ whiteSpace: 'nowrap' });

const NoFiles = () => <EmptyState title={fileKey('empty')} hint={fileKey('emptyHint')} />;

const ListActions = () => {
  const navigate = useNavigate();
  const mayCreate = useMayWork('files', 'add');
  return (
    <TopToolbar>
      {mayCreate && (
        <Button label={fileKey('create.title')} variant="contained" onClick={() => navigate(CREATE_FILE_PATH)}>
          <AddIcon />
        </Button>
      )}
    </TopToolbar>
  );
};

/** /lawyer/files: 'My Files' (an admin sees every file), with the three summary cards. */
export const FileList = () => (
  <>
    <FileSummaryCards />
    <List
      title={fileKey('title')}
      filters={[<SearchInput key="q" source="q" alwaysOn />]}
      actions={<ListActions />}
      empty={<NoFiles />}
      exporter={false}
      sort={{ field: 'createdAt', order: 'DESC' }}
    >
      <FittingDataTable rowClick={false} bulkActionButtons={false} empty={<NoFiles />}>
        <DataTable.Col source="fileNumber" cellSx={noWrap} render={(record) => <bdi>{record.fileNumber}</bdi>} />
        <DataTable.Col source="subject">
          <SubjectWithNotes />
        </DataTable.Col>
        <NameCol source="clientName" />
        <NameCol source="departmentTitle" />
        <NameCol source="officeName" />
        <NameCol source="responsibleLawyer" en="responsibleLawyerNameEn" ar="responsibleLawyerNameAr" />
        <DataTable.Col source="caseDirection">
          <StatusBadge source="caseDirection" styles={directionStyles} />
        </DataTable.Col>
        <DataTable.Col source="createdAt">
          <LocalDateField source="createdAt" />
        </DataTable.Col>
        <DataTable.Col label="app.common.actions" disableSort align="right">
          <FileRowActions />
        </DataTable.Col>
      </FittingDataTable>
    </List>
  </>
);
