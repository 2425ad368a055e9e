import { Box, Chip, Typography } from '@mui/material';
import { DataTable, List, SearchInput, useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { FittingDataTable } from '../../components/lists/FittingDataTable';
import { formatDate } from '../../i18n/dates';
import { useLanguage } from '../../i18n/language';

const R = 'resources.settings/email-outbox';

const Body = () => {
  const record = useRecordContext();
  return (
    <Box sx={{ whiteSpace: 'pre-wrap', py: 1 }} dir={record?.language === 'ar' ? 'rtl' : 'ltr'} data-testid="email-body">
      {String(record?.body ?? '')}
    </Box>
  );
};

const Empty = () => {
  const translate = useTranslate();
  return (
    <Typography sx={{ p: 4, textAlign: 'center' }} color="text.secondary">
      {translate(`${R}.empty`)}
    </Typography>
  );
};

/** Reminder e-mails, newest first, read only: who, what, in which language, and whether it left. */
export const EmailOutboxList = () => {
  const translate = useTranslate();
  const language = useLanguage();
  return (
    <>
      <Typography sx={{ mt: 2, mb: 1 }} color="text.secondary" data-testid="email-outbox-intro">
        {translate(`${R}.intro`)}
      </Typography>
      <List filters={[<SearchInput key="q" source="q" alwaysOn />]} sort={{ field: 'createdAt', order: 'DESC' }} exporter={false} empty={<Empty />} actions={false}>
        <FittingDataTable bulkActionButtons={false} expand={<Body />} rowClick="expand" actionsLast={false} lead={['to', 'subject']}>
          <DataTable.Col source="createdAt" render={(r: RaRecord) => formatDate(r.createdAt, language, { dateStyle: 'medium', timeStyle: 'short' })} />
          {/* an address breaks anywhere rather than pushing the subject off a phone's screen */}
          <DataTable.Col source="to" render={(r: RaRecord) => <bdi dir="ltr">{String(r.to ?? '')}</bdi>} cellSx={() => ({ overflowWrap: 'anywhere', minWidth: '8em' })} />
          <DataTable.Col source="subject" cellSx={(r: RaRecord) => ({ direction: r.language === 'ar' ? 'rtl' : 'ltr' })} />
          <DataTable.Col source="language" render={(r: RaRecord) => translate(`${R}.languages.${r.language}`)} />
          <DataTable.Col
            source="delivery"
            render={(r: RaRecord) => <Chip size="small" color={r.delivery === 'smtp' ? 'success' : 'default'} label={translate(`${R}.delivery.${r.delivery}`)} />}
          />
        </FittingDataTable>
      </List>
    </>
  );
};
