import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import AddIcon from '@mui/icons-material/Add';
import { Button, SelectInput, type RaRecord } from 'react-admin';
import type { PaymentAnswer } from '@lawfirm/contracts';
import { AmountField } from '../../components/display/AmountField';
import { DataTable } from '../../components/lists/DataTable';
import { ClientFilter } from '../../components/lists/ClientFilter';
import { useLocalized } from '../../components/display/localized';
import { formatDay } from '../../components/display/days';
import { resourceCrudMessages } from '../../components/messages/resourceCrudMessages';
import { useMayWork } from '../../auth/mayWork';
import { useLanguage } from '../../i18n/language';
import { RecordPaymentDialog } from './RecordPaymentDialog';
import { PAYMENTS, methodWords, type PaymentMethodName } from './i18n';
import { usePaymentWording } from './wording';

/** a payment as GET /api/billing/payments answers it (contracts' PaymentAnswer), a row of react-admin's list */
type Payment = PaymentAnswer & RaRecord;

const messages = resourceCrudMessages(PAYMENTS);
const methodChoices = (Object.keys(methodWords) as PaymentMethodName[]).map((id) => ({ id, name: `resources.${PAYMENTS}.methods.${id}` }));

export const paymentPath = (id: number) => `/${PAYMENTS}/${id}/show`;

/** /management/payments: the money received from the clients the admin may open, and a new payment for billing staff. */
export const PaymentList = () => {
  const w = usePaymentWording();
  const language = useLanguage();
  const localized = useLocalized();
  const mayRecord = useMayWork('billing', 'create');
  const [recording, setRecording] = useState(false);
  const navigate = useNavigate();
  const filters = [
    <SelectInput key="method" source="method" choices={methodChoices} alwaysOn />,
    <ClientFilter key="clientId" source="clientId" alwaysOn />,
  ];
  return (
    <>
      <DataTable
        messages={messages}
        filters={filters}
        sort={{ field: 'date', order: 'DESC' }}
        rowLabel={(record) => [formatDay((record as Payment).date, language), localized(record, 'clientName')].join(language === 'ar' ? '، ' : ', ')}
        toolbar={
          mayRecord && (
            <Button label={w.add} variant="contained" onClick={() => setRecording(true)}>
              <AddIcon />
            </Button>
          )
        }
        lead={['date', 'clientId']}
        deletable={false}
        onView={(id) => navigate(paymentPath(Number(id)))}
      >
        <DataTable.Col source="date" render={(record: RaRecord) => formatDay((record as Payment).date, language)} />
        <DataTable.Col source="clientId" render={(record: RaRecord) => <bdi>{localized(record, 'clientName')}</bdi>} />
        <DataTable.Col source="amountFils" align="right">
          <AmountField source="amount" fils />
        </DataTable.Col>
        <DataTable.Col source="method" render={(record: RaRecord) => methodWords[(record as Payment).method]?.[language] ?? ''} />
        <DataTable.Col source="reference" disableSort render={(record: RaRecord) => <bdi>{(record as Payment).reference ?? ''}</bdi>} />
        <DataTable.Col source="allocated" disableSort align="right">
          <AmountField source="allocated" fils />
        </DataTable.Col>
        <DataTable.Col source="unallocated" disableSort align="right">
          <AmountField source="unallocated" fils />
        </DataTable.Col>
      </DataTable>
      {recording && <RecordPaymentDialog onClose={() => setRecording(false)} />}
    </>
  );
};
