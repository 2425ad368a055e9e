import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { Link } from '@mui/material';
import type { RaRecord } from 'react-admin';
import { DataTable } from '../../components/lists/DataTable';
import { useLocalized, useLocalizedSource } from '../../components/display/localized';
import { resourceCrudMessages } from '../../components/messages/resourceCrudMessages';
import { formatAmount } from '../../components/display/AmountField';
import { useLanguage } from '../../i18n/language';
import type { CaseBillingAnswer } from '@lawfirm/contracts';
import { CASE_BILLING } from './i18n';
import { useCaseBillingWording } from './wording';

const messages = resourceCrudMessages(CASE_BILLING);
export const caseBillingPath = (id: number) => `/${CASE_BILLING}/${id}/show`;

/**
 * /management/case-billing: the cases the admin may open (/api/billing/cases), each with how it is
 * billed and what its retainer in force holds, and a link to its billing page, where its fee
 * arrangement and retainer are read and changed.
 */
export const CaseBillingList = () => {
  const localized = useLocalized();
  const language = useLanguage();
  const w = useCaseBillingWording();
  const navigate = useNavigate();
  const titleSource = useLocalizedSource('title');
  const caseName = (record: Record<string, unknown>) => localized(record, 'title') || String(record.caseNumber ?? record.id);
  return (
    <DataTable messages={messages} sort={{ field: 'createdAt', order: 'DESC' }} rowLabel={caseName} lead={['caseNumber', 'title']} mayChange={() => false} deletable={false} onView={(id) => navigate(caseBillingPath(Number(id)))}>
      <DataTable.Col
        source="caseNumber"
        render={(record: RaRecord) => (
          // a link (not a row click) so that the page is reached by keyboard and by the crawl
          <Link component={RouterLink} to={caseBillingPath(record.id as number)}>
            <bdi>{(record.caseNumber as string | null) || String(record.id)}</bdi>
          </Link>
        )}
      />
      <DataTable.Col source={titleSource} label={`resources.${CASE_BILLING}.fields.title`} render={(record: RaRecord) => <bdi>{localized(record, 'title')}</bdi>} />
      <DataTable.Col source="clientId" disableSort render={(record: RaRecord) => <bdi>{localized(record, 'clientName')}</bdi>} />
      <DataTable.Col source="feeKind" label={w.list.feeKind} disableSort render={(record: RaRecord) => w.kinds[(record as unknown as CaseBillingAnswer).feeKind]} />
      <DataTable.Col
        source="retainerHeld"
        label={w.list.retainerHeld}
        disableSort
        align="right"
        render={(record: RaRecord) => {
          const held = (record as unknown as CaseBillingAnswer).retainerHeld;
          return held === null ? w.none : <bdi style={{ whiteSpace: 'nowrap' }}>{formatAmount(held, language, { fils: true })}</bdi>;
        }}
      />
    </DataTable>
  );
};
