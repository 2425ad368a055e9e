import { useState } from 'react';
import { HttpError } from 'react-admin';
import { localDay } from '../../components/display/days';
import { deliverBlob } from '../../components/files/protectedFile';
import { useToast } from '../../components/messages/useToast';
import { usePhrase } from '../../components/messages/wordingHook';
import { useLanguage } from '../../i18n/language';
import { reportFilename, requestFilters, type ReportFormat, type ReportId } from './catalog';
import { useReportsWording } from './i18n';
import { generateReport } from './reportJob';

export type ReportAction = 'preview' | 'export';

/** A tab opened during the click (popup blockers allow no other), saying the report is coming. */
function openPendingTab(message: string): Window | null {
  const tab = window.open('', '_blank');
  if (tab) {
    tab.document.title = message;
    tab.document.documentElement.dir = document.documentElement.dir;
    tab.document.body.textContent = message;
  }
  return tab;
}

/**
 * Runs one report of a tile at a time: Preview opens the PDF in a new tab, Export saves it as
 * `lawyer-{id}-{date}.pdf|.xlsx`; meanwhile `running` and `progress` drive the progress bar.
 */
export function useReportRun(reportId: ReportId) {
  const w = useReportsWording();
  const phrase = usePhrase();
  const language = useLanguage();
  const toast = useToast();
  const [running, setRunning] = useState<ReportAction | null>(null);
  const [progress, setProgress] = useState(0);

  const run = async (action: ReportAction, values: Record<string, unknown>) => {
    const format: ReportFormat = action === 'preview' ? 'pdf' : values.format === 'excel' ? 'excel' : 'pdf';
    const filename = reportFilename(reportId, format, localDay());
    const tab = action === 'preview' ? openPendingTab(w.pendingTab) : null;
    setRunning(action);
    setProgress(0);
    try {
      const blob = await generateReport({ reportId, filters: requestFilters(values), format, lang: language }, setProgress);
      deliverBlob(blob, filename, tab);
      if (action === 'preview') toast({ type: 'success', title: w.previewOpened, message: w.previewOpenedHint });
      else toast({ type: 'success', title: w.downloaded, message: phrase(w.downloadedHint, { filename }) });
    } catch (error) {
      tab?.close();
      // the server's refusal is worded for people (in the current language); other failures are not
      const detail = error instanceof HttpError ? error.message : undefined;
      toast({ type: 'error', title: action === 'preview' ? w.previewError : w.generationError, message: w.generationFailed, detail });
    } finally {
      setRunning(null);
    }
  };

  return { run, running, progress };
}
