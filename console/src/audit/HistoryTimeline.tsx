import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Box, Button, Card, CircularProgress, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { errorDetail, useToast } from '../components/messages/useToast';
import { formatDate } from '../i18n/dates';
import { useLanguage } from '../i18n/language';
import { exportHistory, exportHistoryPdf, fetchHistory, type AuditStream, type HistoryEntry } from './api';
import { ChangeTable } from './ChangeTable';
import { DetailsToggle, useAuditDetails } from './DetailsToggle';
import { useAuditWording } from './i18n';

type Order = 'newest' | 'oldest';

/**
 * A record's history (`case-12`, `file-3`) as a timeline in log order, newest or oldest first (up
 * to `asOf` in a historical view; the exports always hold the whole chain):
 * what happened and to which record in words, when, who by name, and the field changes; the
 * technical ids (event type, stream, command, correlation id) only with 'Details for auditors' on. 'Export history'
 * saves the hash-chained JSON, 'Export PDF' the same events and hashes as a readable PDF in the
 * console's language.
 */
export const HistoryTimeline = ({ stream, asOf }: { stream: AuditStream; asOf?: string | null }) => {
  const w = useAuditWording();
  const toast = useToast();
  const language = useLanguage();
  const [order, setOrder] = useState<Order>('newest');
  const [exporting, setExporting] = useState<'json' | 'pdf' | null>(null);
  const { data, isPending, error } = useQuery({ queryKey: ['audit', stream, asOf ?? null], queryFn: () => fetchHistory(stream, asOf), staleTime: 0 });
  const entries = order === 'newest' ? [...(data ?? [])].reverse() : (data ?? []);
  const download = (format: 'json' | 'pdf') => {
    setExporting(format);
    (format === 'pdf' ? exportHistoryPdf(stream, language) : exportHistory(stream))
      .catch((e: unknown) => toast({ type: 'error', title: 'app.msg.common.error', message: w.history.exportFailed, detail: errorDetail(e) }))
      .finally(() => setExporting(null));
  };
  const busyIcon = <CircularProgress size={16} aria-label={w.history.exporting} />;

  return (
    <Card variant="outlined" data-testid="history-timeline">
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider', flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h2" sx={{ fontSize: '1.05rem', fontWeight: 600, flex: 1 }}>
          {w.history.title}
        </Typography>
        <ToggleButtonGroup size="small" exclusive value={order} onChange={(_, value: Order | null) => value && setOrder(value)}>
          <ToggleButton value="newest" sx={{ textTransform: 'none' }}>
            {w.history.newestFirst}
          </ToggleButton>
          <ToggleButton value="oldest" sx={{ textTransform: 'none' }}>
            {w.history.oldestFirst}
          </ToggleButton>
        </ToggleButtonGroup>
        <DetailsToggle />
        <Button size="small" startIcon={exporting === 'json' ? busyIcon : <DownloadIcon />} disabled={exporting !== null} onClick={() => download('json')}>
          {w.history.export}
        </Button>
        <Button size="small" startIcon={exporting === 'pdf' ? busyIcon : <PictureAsPdfIcon />} disabled={exporting !== null} onClick={() => download('pdf')}>
          {w.history.exportPdf}
        </Button>
      </Stack>
      <Box sx={{ p: 2 }}>
        {isPending ? (
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} role="status">
            <CircularProgress size={20} />
            <Typography>{w.history.loading}</Typography>
          </Stack>
        ) : error ? (
          <Alert severity="error">{w.history.loadFailed}</Alert>
        ) : entries.length === 0 ? (
          <Typography color="text.secondary">{w.history.none}</Typography>
        ) : (
          <Stack component="ol" spacing={0} sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {entries.map((entry) => (
              <HistoryItem key={entry.position} entry={entry} story={stream} />
            ))}
          </Stack>
        )}
      </Box>
    </Card>
  );
};

/** One event: a dot on the line, the summary, when and who, what changed, and the auditor's details when asked for. */
const HistoryItem = ({ entry, story }: { entry: HistoryEntry; story: AuditStream }) => {
  const w = useAuditWording();
  const language = useLanguage();
  const [details] = useAuditDetails();
  const ar = language === 'ar';
  const who = (ar ? entry.who?.nameAr : entry.who?.nameEn) || w.history.system;
  // a hearing's or a document's event in a case's story names its record; the case's own need not
  const record = entry.stream === story ? null : ar ? entry.recordAr : entry.recordEn;
  const technical: [string, string | null | undefined][] = [
    [w.details.eventType, entry.type],
    [w.details.stream, entry.stream],
    [w.details.command, entry.command],
    [w.details.correlation, entry.correlationId],
  ];
  return (
    <Box
      component="li"
      data-testid="history-entry"
      // physical sides: the right-to-left style cache mirrors them in Arabic
      sx={{ position: 'relative', pl: 3, pb: 2.5, ml: 1, borderLeft: 2, borderColor: 'divider', '&:last-of-type': { pb: 0 } }}
    >
      <Box sx={{ position: 'absolute', left: -7, top: 4, width: 12, height: 12, borderRadius: '50%', bgcolor: 'primary.main' }} />
      <Typography sx={{ fontWeight: 600 }}>{ar ? entry.summaryAr : entry.summaryEn}</Typography>
      <Typography variant="body2" color="text.secondary">
        <time dateTime={entry.time}>{formatDate(entry.time, language, { dateStyle: 'medium', timeStyle: 'medium' })}</time>
        {' · '}
        {w.history.by} <bdi>{who}</bdi>
        {record && (
          <>
            {' · '}
            <bdi>{record}</bdi>
          </>
        )}
      </Typography>
      {details && (
        <Typography variant="caption" color="text.secondary" component="div" data-testid="history-details">
          {technical
            .filter(([, value]) => value)
            .map(([label, value], i) => (
              <span key={label}>
                {i > 0 && ' · '}
                {label}: <bdi style={{ fontFamily: 'monospace' }}>{value}</bdi>
              </span>
            ))}
        </Typography>
      )}
      {entry.changes.length > 0 && <ChangeTable changes={entry.changes} />}
    </Box>
  );
};
