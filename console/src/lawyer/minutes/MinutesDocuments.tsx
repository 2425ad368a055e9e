import { Box, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { CopyLinkButton } from '../../components/files/CopyLinkButton';
import { EmptyState } from '../../components/lists/EmptyState';
import { localizedValue } from '../../components/display/localized';
import { SectionCard } from '../../components/display/SectionCard';
import { StoredFileLink } from '../../components/files/StoredFileLink';
import { useLanguage } from '../../i18n/language';
import { formatDay } from '../cases/format';
import { useMinutesWording } from './i18n';
import { sizeInKb } from './minutesSections';
import type { MinutesDocument } from './types';

/** The minutes' documents: name, size (KB), category, date; a button that copies the link; view and download (the view, and the edit form above its new rows). */
export const MinutesDocuments = ({ documents, title }: { documents: MinutesDocument[]; title?: string }) => {
  const w = useMinutesWording().view;
  const language = useLanguage();
  return (
    <SectionCard title={title ?? w.documents}>
      {documents.length === 0 ? (
        <EmptyState title={w.noDocuments} />
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={w.documents}>
            <TableHead>
              <TableRow>
                <TableCell>{w.documentName}</TableCell>
                <TableCell>{w.documentSize}</TableCell>
                <TableCell>{w.documentCategory}</TableCell>
                <TableCell>{w.documentDate}</TableCell>
                <TableCell>{w.documentLink}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {documents.map((document) => {
                const link = new URL(document.filePath, window.location.origin).href;
                return (
                  <TableRow key={document.id} data-testid="minutes-document">
                    <TableCell sx={{ maxWidth: 320 }}>
                      <StoredFileLink url={`${document.filePath}?inline=1`} filename={document.originalName} />
                    </TableCell>
                    <TableCell>
                      <bdi>{sizeInKb(document.fileSize, language)}</bdi>
                    </TableCell>
                    <TableCell>{localizedValue(document as unknown as Record<string, unknown>, 'category', language) || '—'}</TableCell>
                    <TableCell>{formatDay(document.uploadDate ?? document.createdAt, language)}</TableCell>
                    <TableCell>
                      {/* the address itself is no reading for people: it is copied, not shown */}
                      <CopyLinkButton text={link} />
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </Box>
      )}
    </SectionCard>
  );
};
