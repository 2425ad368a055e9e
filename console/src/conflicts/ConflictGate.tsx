import { useRef, useState, type ReactNode } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, List, ListItem, ListItemText, TextField } from '@mui/material';
import type { Identifier } from 'react-admin';
import type { ConflictCheckAnswer, ConflictMatch, ConflictRecord } from '@lawfirm/contracts';
import { API_URL, httpClient } from '../api/http';
import type { SaveGate } from '../components/forms/SaveGate';
import { errorDetail, useToast } from '../components/messages/useToast';
import { useLanguage } from '../i18n/language';
import { conflictWording as wording } from './wording';


/** Going ahead, and why, on what was checked (the server checks it again and records what it finds). */
export interface ConflictOverride {
  reason: string;
  subject: ConflictSubject;
}

/** What is checked: names, what identifies them, a file's client (by its record), the case being edited. */
export interface ConflictSubject {
  names?: string[];
  nationalId?: string;
  phone?: string;
  tradeLicense?: string;
  clientId?: number;
  clientIds?: number[];
  caseId?: number;
}

/** The records an override is recorded on, each at `{path}/{id}/conflict-overrides`. */
export const overridePaths = { client: 'clients', file: 'lawyer/files', case: 'cases' } as const;

/** Records an override on a record (a client, a file, a case): who (the signed-in user), which matches, why. */
export async function recordOverride(record: keyof typeof overridePaths, id: Identifier, override: ConflictOverride): Promise<void> {
  // the case being edited is the record itself: the server leaves its own opponents out
  const { caseId: _ownCase, ...subject } = override.subject;
  await httpClient(`${API_URL}/${overridePaths[record]}/${id}/conflict-overrides`, { method: 'POST', body: JSON.stringify({ reason: override.reason, ...subject }) });
}

/** Records an override on a record just saved; a failure says the record was saved but not the reason. */
export function useRecordOverride() {
  const toast = useToast();
  const language = useLanguage();
  return async (record: keyof typeof overridePaths, id: Identifier, override: ConflictOverride): Promise<boolean> => {
    try {
      await recordOverride(record, id, override);
      return true;
    } catch (error) {
      toast({ type: 'error', title: 'app.msg.common.error', message: wording.overrideFailed[language], detail: errorDetail(error) });
      return false;
    }
  };
}

/**
 * The conflict check before a save: `check(names)` asks POST /api/conflicts/check; with no match it
 * answers 'clear', with matches it shows the bilingual warning and answers the override (with its
 * reason) or null when the user goes back.
 */
export function useConflictGate(record: ConflictRecord): { check: (names: string[], extra?: Omit<ConflictSubject, 'names'>) => Promise<'clear' | ConflictOverride | null>; dialog: ReactNode } {
  const language = useLanguage();
  const [pending, setPending] = useState<{ matches: ConflictMatch[]; subject: ConflictSubject } | null>(null);
  const [reason, setReason] = useState('');
  const [error, setError] = useState(false);
  const settle = useRef<(r: ConflictOverride | null) => void>(() => {});
  // a save refused for another reason is tried again without asking again for the same names
  const lastOverride = useRef<{ key: string; override: ConflictOverride } | null>(null);

  const check = async (names: string[], extra: Omit<ConflictSubject, 'names'> = {}) => {
    const given = names.map((n) => n.trim()).filter(Boolean);
    if (!given.length && !extra.clientId && !extra.clientIds?.length) return 'clear' as const;
    const key = JSON.stringify([given, extra]);
    if (lastOverride.current?.key === key) return lastOverride.current.override;
    const { json } = await httpClient(`${API_URL}/conflicts/check`, { method: 'POST', body: JSON.stringify({ record, names: given, ...extra }) });
    const { matches } = json as ConflictCheckAnswer;
    if (!matches.length) return 'clear' as const;
    setReason('');
    setError(false);
    setPending({ matches, subject: { names: given, ...extra } });
    return new Promise<ConflictOverride | null>((resolve) => {
      settle.current = (override) => {
        if (override) lastOverride.current = { key, override };
        resolve(override);
      };
    });
  };
  const finish = (result: ConflictOverride | null) => {
    setPending(null);
    settle.current(result);
  };
  const proceed = () => {
    if (!reason.trim() || !pending) return setError(true);
    finish({ reason: reason.trim(), subject: pending.subject });
  };

  const dialog = (
    <Dialog open={!!pending} onClose={() => finish(null)} fullWidth maxWidth="sm" data-testid="conflict-warning">
      <DialogTitle>{wording.title[language]}</DialogTitle>
      <DialogContent>
        <Alert severity="warning" sx={{ mb: 1 }}>{wording.intro[language]}</Alert>
        <List dense>
          {pending?.matches.map((m) => (
            <ListItem key={`${m.kind}:${m.id}`} disableGutters>
              <ListItemText
                primary={
                  m.restricted
                    ? wording.restricted[language]
                    : `${language === 'ar' ? m.nameAr || m.nameEn : m.nameEn} · ${m.kind === 'client' ? wording.client[language] : `${wording.opponent[language]} ${m.caseNumber ?? ''}`}`
                }
                secondary={m.reasons.map((r) => r[language]).join(' · ')}
              />
            </ListItem>
          ))}
        </List>
        <TextField
          fullWidth
          multiline
          minRows={2}
          label={wording.reason[language]}
          value={reason}
          onChange={(e) => {
            setReason(e.target.value);
            setError(false);
          }}
          error={error}
          helperText={error ? wording.reasonRequired[language] : ' '}
          slotProps={{ htmlInput: { 'data-testid': 'conflict-reason', dir: 'auto' } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={() => finish(null)}>{wording.cancel[language]}</Button>
        <Button variant="contained" color="warning" onClick={proceed} data-testid="conflict-proceed">{wording.proceed[language]}</Button>
      </DialogActions>
    </Dialog>
  );
  return { check, dialog };
}

/**
 * The conflict check as a form's save gate: before the record is sent, `subject(values)` is checked
 * (a match asks for a reason, going back sends nothing); after it is saved, the reason is recorded
 * on it. A check that cannot run stops the save, saying so.
 */
export function useConflictSaveGate(record: keyof typeof overridePaths, subject: (values: Record<string, unknown>) => ConflictSubject): SaveGate {
  const gate = useConflictGate(record);
  const toast = useToast();
  const language = useLanguage();
  const recordOn = useRecordOverride();
  const override = useRef<ConflictOverride | null>(null);
  return {
    before: async (values) => {
      const { names = [], ...extra } = subject(values);
      try {
        const answer = await gate.check(names, extra);
        override.current = answer === 'clear' ? null : answer;
        return answer !== null;
      } catch (error) {
        toast({ type: 'error', title: 'app.msg.common.error', message: wording.checkFailed[language], detail: errorDetail(error) });
        return false;
      }
    },
    after: async (saved) => {
      const given = override.current;
      override.current = null;
      if (given) await recordOn(record, saved.id, given);
    },
    element: gate.dialog,
  };
}
