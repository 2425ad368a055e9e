import { Stack } from '@mui/material';
import { BooleanField } from 'react-admin';
import { LocalizedCol } from '../../components/lists/LocalizedCol';
import { PageHeading } from '../../components/display/PageHeading';
import { RecordListCard } from '../../components/lists/RecordListCard';
import { CLIENTS } from '../../resources/clients/i18n';
import { useCasesWording } from '../cases/i18n';
import { useClients } from '../cases/lookups';
import { useClientDirectoryWording } from './i18n';

/**
 * What a lawyer's "Clients" link opens: the firm's active clients, read only, from
 * GET /api/lawyer/clients (the admin list and its /api/clients are the clients module's).
 */
export const ClientDirectory = () => {
  const w = useClientDirectoryWording();
  const { people, isPending, isError } = useClients();
  return (
    <Stack spacing={2}>
      <PageHeading title={w.title} subtitle={w.subtitle} />
      <RecordListCard
        resource={CLIENTS}
        title={w.active}
        data={people}
        isPending={isPending}
        error={isError}
        errorText={useCasesWording().wizard.loadClientsFailed}
        emptyText={w.empty}
        search={w.search}
        sort={{ field: 'clientId', order: 'ASC' }}
      >
        <RecordListCard.Col source="clientId" />
        <LocalizedCol source="fullName" />
        <RecordListCard.Col source="hasInitiationAgreement">
          <BooleanField source="hasInitiationAgreement" />
        </RecordListCard.Col>
      </RecordListCard>
    </Stack>
  );
};
