import { Box } from '@mui/material';
import FolderIcon from '@mui/icons-material/Folder';
import HandshakeIcon from '@mui/icons-material/Handshake';
import GavelIcon from '@mui/icons-material/Gavel';
import { useGetList, useTranslate } from 'react-admin';
import { StatCard } from '../../components/display/StatCard';
import { formatNumber } from '../../i18n/dates';
import { useLanguage } from '../../i18n/language';
import { FILES, fileKey } from './i18n';

/** How many files match a filter: the list's total, one record fetched. */
const useFileCount = (filter: Record<string, unknown> = {}) => useGetList(FILES, { filter, pagination: { page: 1, perPage: 1 } }).total;

/** Total files, files with us and files against us, above the list. */
export const FileSummaryCards = () => {
  const translate = useTranslate();
  const language = useLanguage();
  const cards = [
    { title: 'summary.total', count: useFileCount(), icon: <FolderIcon /> },
    { title: 'summary.withUs', count: useFileCount({ caseDirection: 'withUs' }), icon: <HandshakeIcon /> },
    { title: 'summary.against', count: useFileCount({ caseDirection: 'against' }), icon: <GavelIcon /> },
  ];
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' }, gap: 2, mb: 2 }} data-testid="file-summary">
      {cards.map((card) => (
        <StatCard key={card.title} title={translate(fileKey(card.title))} value={card.count === undefined ? '…' : formatNumber(card.count, language)} icon={card.icon} />
      ))}
    </Box>
  );
};
