import { useState, type ReactNode } from 'react';
import { Confirm, type RaRecord } from 'react-admin';
import { Button, Stack } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { RecordListCard } from '../../components/lists/RecordListCard';
import { RowIconButton, RowNameContext, useRowActionName } from '../../components/lists/RowIconButton';
import { useLocalized } from '../../components/display/localized';
import { errorDetail, useToast } from '../../components/messages/useToast';
import { formatDay } from '../../components/display/days';
import { useLanguage } from '../../i18n/language';
import { caseLabel, useMySuggestions, useTimeCommands, type TimeSuggestion } from './api';
import { useTimeWording } from './i18n';
import { useTimeActivities } from './activities';
import { formatMinutes } from './timer';
import { TimeEntryDialog } from './TimeEntryDialog';

const ofSuggestion = (cell: (s: TimeSuggestion) => ReactNode) => (record: RaRecord) => cell(record as TimeSuggestion);

/** a row's text button, named with the row's suggestion for a screen reader ('Accept: 3 Nov 2026, C-12 — ...') */
const RowTextButton = ({ label, onClick }: { label: string; onClick: () => void }) => {
  const named = useRowActionName();
  return (
    <Button size="small" variant="outlined" aria-label={named(label)} onClick={onClick}>
      {label}
    </Button>
  );
};

type Open = { kind: 'accept' | 'dismiss'; suggestion: TimeSuggestion } | null;

/** The lawyer's suggested time (minutes recorded, documents filed, meetings held): accept as an entry, or dismiss. */
export const SuggestedTime = () => {
  const w = useTimeWording();
  const language = useLanguage();
  const { nameOf: activityName } = useTimeActivities();
  const localized = useLocalized();
  const toast = useToast();
  const { data, isPending, error } = useMySuggestions();
  const { dismiss } = useTimeCommands();
  const [open, setOpen] = useState<Open>(null);
  const [dismissing, setDismissing] = useState(false);
  const close = () => setOpen(null);
  const caseOf = (s: TimeSuggestion) => caseLabel(s, localized);
  const descriptionOf = (s: TimeSuggestion) => (language === 'ar' ? s.descriptionAr : s.description);

  const confirmDismiss = async () => {
    if (open?.kind !== 'dismiss') return;
    setDismissing(true);
    try {
      await dismiss(open.suggestion.id);
      toast({ type: 'success', title: 'app.msg.common.success', message: w.suggestions.dismissed });
      close();
    } catch (e) {
      toast({ type: 'error', title: w.suggestions.dismissFailed, message: errorDetail(e) ?? w.suggestions.dismissFailed });
    } finally {
      setDismissing(false);
    }
  };

  return (
    <>
      <RecordListCard<TimeSuggestion>
        resource="billing/suggestions"
        title={w.suggestions.title}
        data={data}
        isPending={isPending}
        error={error}
        errorText={w.suggestions.loadFailed}
        emptyText={w.suggestions.empty}
        sort={{ field: 'date', order: 'DESC' }}
      >
        <RecordListCard.Col source="date" label={w.columns.date} render={ofSuggestion((s) => formatDay(s.date, language))} />
        <RecordListCard.Col source="caseNumber" label={w.columns.case} render={ofSuggestion((s) => <bdi>{caseOf(s)}</bdi>)} />
        <RecordListCard.Col source="activity" label={w.columns.activity} render={ofSuggestion((s) => activityName(s.activity))} />
        <RecordListCard.Col source="description" label={w.columns.description} render={ofSuggestion((s) => <bdi>{descriptionOf(s)}</bdi>)} />
        <RecordListCard.Col source="minutes" label={w.suggestions.proposed} render={ofSuggestion((s) => <span dir="ltr">{formatMinutes(s.minutes, language)}</span>)} />
        <RecordListCard.Col
          label={w.columns.actions}
          disableSort
          align="right"
          render={ofSuggestion((suggestion) => (
            <RowNameContext.Provider value={[formatDay(suggestion.date, language), caseOf(suggestion)].join(language === 'ar' ? '، ' : ', ')}>
              <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end', alignItems: 'center' }}>
                <RowTextButton label={w.suggestions.accept} onClick={() => setOpen({ kind: 'accept', suggestion })} />
                <RowIconButton label={w.suggestions.dismiss} onClick={() => setOpen({ kind: 'dismiss', suggestion })}>
                  <CloseIcon fontSize="small" />
                </RowIconButton>
              </Stack>
            </RowNameContext.Provider>
          ))}
        />
      </RecordListCard>
      {open?.kind === 'accept' && <TimeEntryDialog suggestion={open.suggestion} onClose={close} onSaved={close} />}
      <Confirm
        isOpen={open?.kind === 'dismiss'}
        loading={dismissing}
        title={w.suggestions.dismissQuestion}
        content={w.suggestions.dismissForGood}
        confirm={w.suggestions.dismiss}
        cancel="app.msg.common.cancel"
        onConfirm={confirmDismiss}
        onClose={close}
      />
    </>
  );
};
