import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { Link } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { Button, SelectInput, type RaRecord } from 'react-admin';
import { AmountField } from '../../components/display/AmountField';
import { DataTable } from '../../components/lists/DataTable';
import { ClientFilter } from '../../components/lists/ClientFilter';
import { StatusBadge } from '../../components/lists/StatusBadge';
import { useLocalized } from '../../components/display/localized';
import { formatDay } from '../../components/display/days';
import { resourceCrudMessages } from '../../components/messages/resourceCrudMessages';
import { usePhrase } from '../../components/messages/wordingHook';
import { useMayWork } from '../../auth/mayWork';
import { useLanguage } from '../../i18n/language';
import type { Invoice } from './api';
import { DraftInvoiceDialog } from './DraftInvoiceDialog';
import { INVOICES, type InvoiceStatus } from './i18n';
import { invoiceStatusStyles } from './status';
import { invoiceWording, useInvoiceWording } from './wording';

const messages = resourceCrudMessages(INVOICES);
const statuses = Object.keys(invoiceWording.statuses) as InvoiceStatus[];
const statusChoices = statuses.map((id) => ({ id, name: `resources.${INVOICES}.statuses.${id}` }));
export const invoicePath = (id: number) => `/${INVOICES}/${id}/show`;

/** /management/invoices: every invoice the admin may see, a link to each, and a new draft for billing staff. */
export const InvoiceList = () => {
  const w = useInvoiceWording();
  const language = useLanguage();
  const localized = useLocalized();
  const phrase = usePhrase();
  const mayDraft = useMayWork('billing', 'create');
  const [drafting, setDrafting] = useState(false);
  const navigate = useNavigate();
  const filters = [
    <SelectInput key="status" source="status" choices={statusChoices} alwaysOn />,
    <ClientFilter key="clientId" source="clientId" alwaysOn />,
  ];
  return (
    <>
      <DataTable
        messages={messages}
        filters={filters}
        sort={{ field: 'createdAt', order: 'DESC' }}
        rowLabel={(record) => (record.number as string | null) ?? localized(record, 'clientName')}
        toolbar={
          mayDraft && (
            <Button label={w.add} variant="contained" onClick={() => setDrafting(true)}>
              <AddIcon />
            </Button>
          )
        }
        lead={['number', 'clientId']}
        deletable={false}
        onView={(id) => navigate(invoicePath(Number(id)))}
      >
        <DataTable.Col
          source="number"
          render={(record: RaRecord) => (
            // a link (not a row click) so that the page is reached by keyboard and by the crawl
            <Link component={RouterLink} to={invoicePath(record.id as number)}>
              <bdi>{(record.number as string | null) ?? w.draftNumber}</bdi>
            </Link>
          )}
        />
        <DataTable.Col source="clientId" render={(record: RaRecord) => <bdi>{localized(record, 'clientName')}</bdi>} />
        <DataTable.Col
          source="to"
          render={(record: RaRecord) => phrase(w.period, { from: formatDay(record.from as string, language), to: formatDay(record.to as string, language) })}
        />
        <DataTable.Col source="status">
          <StatusBadge source="status" styles={invoiceStatusStyles} />
        </DataTable.Col>
        <DataTable.Col source="total" disableSort align="right">
          <AmountField source="total" fils />
        </DataTable.Col>
        <DataTable.Col source="outstanding" disableSort align="right" render={(record: RaRecord) => ((record as Invoice).outstanding === null ? w.none : <AmountField source="outstanding" fils />)} />
      </DataTable>
      {drafting && <DraftInvoiceDialog onClose={() => setDrafting(false)} />}
    </>
  );
};
