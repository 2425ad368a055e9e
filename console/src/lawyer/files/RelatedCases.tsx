import type { ClientCase } from '@lawfirm/contracts';
import { Button, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { LinearProgress, RecordContextProvider, useTranslate, type Identifier } from 'react-admin';
import { getJson } from '../../api/http';
import { EmptyState } from '../../components/lists/EmptyState';
import { useLocalized } from '../../components/display/localized';
import { SectionCard } from '../../components/display/SectionCard';
import { StatusBadge } from '../../components/lists/StatusBadge';
import { formatDate } from '../../i18n/dates';
import { useLanguage } from '../../i18n/language';
import { fileKey } from './i18n';
import { casePath } from './paths';
import { caseStatusStyles } from './vocabulary';

/** GET /api/lawyer/cases-by-client/{clientId}: contracts' shape */
type CaseSummary = ClientCase;

const key = (name: string) => fileKey(`cases.${name}`);

/**
 * 'Related Cases for This Client': every case of the client, whoever its lawyer, with a link to each
 * (a colleague's opens its summary); asked only when the file has a client.
 */
export const RelatedCases = ({ clientId }: { clientId?: Identifier | null }) => {
  const translate = useTranslate();
  const language = useLanguage();
  const localized = useLocalized();
  const { data = [], isLoading } = useQuery({
    queryKey: ['lawyer/cases-by-client', clientId],
    queryFn: () => getJson<CaseSummary[]>(`/lawyer/cases-by-client/${clientId}`),
    enabled: Boolean(clientId),
  });
  return (
    <SectionCard title={fileKey('detail.relatedCases')}>
      {isLoading ? (
        <LinearProgress />
      ) : data.length === 0 ? (
        <EmptyState title={key('empty')} />
      ) : (
        <Table size="small" aria-label={translate(fileKey('detail.relatedCases'))}>
          <TableHead>
            <TableRow>
              <TableCell>{translate(key('caseNumber'))}</TableCell>
              <TableCell>{translate(key('title'))}</TableCell>
              <TableCell>{translate(key('status'))}</TableCell>
              <TableCell>{translate(key('lawyer'))}</TableCell>
              <TableCell>{translate(key('createdAt'))}</TableCell>
              <TableCell align="right">{translate('app.common.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.map((summary) => (
              <RecordContextProvider key={summary.id} value={summary}>
                <TableRow>
                  <TableCell>
                    <bdi>{summary.caseNumber}</bdi>
                  </TableCell>
                  <TableCell>{localized(summary, 'title')}</TableCell>
                  <TableCell>
                    <StatusBadge source="status" styles={caseStatusStyles} />
                  </TableCell>
                  <TableCell>{localized(summary, 'lawyerName')}</TableCell>
                  <TableCell>{formatDate(summary.createdAt, language)}</TableCell>
                  <TableCell align="right">
                    <Button component={Link} to={casePath(summary.id)} size="small">
                      {translate(key('view'))}
                    </Button>
                  </TableCell>
                </TableRow>
              </RecordContextProvider>
            ))}
          </TableBody>
        </Table>
      )}
    </SectionCard>
  );
};
