import { Box, Typography } from '@mui/material';
import { useBilingual } from '../messages/wording';
import type { PrintRow, PrintSection } from '../files/printWindow';
import { StoredFileLink } from '../files/StoredFileLink';
import type { StoredFile } from '../forms/FileUploadInput';

/** A row of a record's details; a row naming a stored file offers to open it. */
export interface DetailRow extends PrintRow {
  file?: StoredFile | null;
}

export interface DetailSection extends PrintSection {
  rows: DetailRow[];
}

/**
 * A record's details, section by section, in the current language. The same sections feed
 * `printDocument`, which prints both languages side by side.
 */
export const DetailsList = ({ sections }: { sections: DetailSection[] }) => {
  const pick = useBilingual();
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {sections.map((section) => (
        <Box component="section" key={section.title.en}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, borderBottom: 1, borderColor: 'divider', mb: 1 }}>
            {pick(section.title)}
          </Typography>
          <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'minmax(140px, 1fr) 2fr' }, columnGap: 2, rowGap: 0.75, m: 0 }}>
            {section.rows.map((row) => (
              <Box key={row.label.en} sx={{ display: 'contents' }}>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {pick(row.label)}
                </Typography>
                <Box component="dd" sx={{ m: 0, minWidth: 0 }}>
                  {row.file ? (
                    <StoredFileLink url={row.file.url} filename={row.file.filename} />
                  ) : (
                    <Typography variant="body2">
                      <bdi>{pick(row.value) || '—'}</bdi>
                    </Typography>
                  )}
                </Box>
              </Box>
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
};
