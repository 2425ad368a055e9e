import { useState } from 'react';
import { Button } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import type { Identifier } from 'react-admin';
import { RecordListCard } from '../../../components/lists/RecordListCard';
import { useLanguage } from '../../../i18n/language';
import { CASES, useCaseRecords } from '../api';
import { formatDay } from '../format';
import { useCasesWording } from '../i18n';
import type { updateTypes } from '../vocabulary';
import { UpdateDialog } from './UpdateDialog';
import { useCaseCommands } from './useCaseCommands';
import { mayWork } from '../../../auth/mayWork';
import { getSessionUser } from '../../../auth/session';

type UpdateType = (typeof updateTypes)[number];

/** The case's update log, newest first (never cached); adding one records a note of a given type. */
export const UpdatesTab = ({ caseId, count }: { caseId: Identifier; count?: number }) => {
  const w = useCasesWording();
  const language = useLanguage();
  const { data, isPending, error } = useCaseRecords(caseId, 'updates');
  const commands = useCaseCommands(caseId);
  const [adding, setAdding] = useState(false);
  return (
    <>
      <RecordListCard
        resource={`${CASES}/updates`}
        title={w.detail.tabs.updates}
        count={count}
        data={data}
        isPending={isPending}
        error={error}
        errorText={w.detail.listLoadFailed}
        emptyText={w.updates.none}
        sort={{ field: 'createdAt', order: 'DESC' }}
        actions={
          mayWork(getSessionUser(), 'cases', 'edit') ? (
            <Button variant="contained" size="small" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
              {w.updates.add}
            </Button>
          ) : undefined
        }
      >
        <RecordListCard.Col source="createdAt" label={w.updates.date} render={(u) => formatDay(u.createdAt, language, true)} />
        <RecordListCard.Col source="updateType" label={w.updates.updateType} render={(u) => w.updates.types[u.updateType as UpdateType] ?? u.updateType} />
        <RecordListCard.Col source="updateText" label={w.updates.updateText} disableSort />
      </RecordListCard>
      {adding && <UpdateDialog commands={commands} onClose={() => setAdding(false)} />}
    </>
  );
};
