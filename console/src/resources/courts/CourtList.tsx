import { useTranslate, type RaRecord } from 'react-admin';
import { ActiveCol } from '../../components/lists/ActiveCol';
import { DataTable } from '../../components/lists/DataTable';
import { LocalizedCol } from '../../components/lists/LocalizedCol';
import { useLocalized, useLocalizedSource } from '../../components/display/localized';
import { ReferenceNameCol } from '../../components/lists/ReferenceNameCol';
import { resourceCrudMessages } from '../../components/messages/resourceCrudMessages';
import { CourtInputs } from './CourtInputs';

const messages = resourceCrudMessages('settings/courts');

export const CourtList = () => {
  const translate = useTranslate();
  const localized = useLocalized();
  const nameSource = useLocalizedSource('name');
  // the spec's courts screen asks with the browser's confirm, naming the court
  const confirmDelete = (court: RaRecord) => translate('resources.settings/courts.deleteConfirm', { name: localized(court, 'name') });
  return (
    <DataTable
      messages={messages}
      form={<CourtInputs />}
      dialog={{ maxWidth: 'md' }}
      confirmDelete={confirmDelete}
      sort={{ field: nameSource, order: 'ASC' }}
    >
      <LocalizedCol source="name" />
      <LocalizedCol source="type" />
      <LocalizedCol source="location" />
      <ReferenceNameCol source="regionId" name="regionName" />
      <ActiveCol />
    </DataTable>
  );
};
