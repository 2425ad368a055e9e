import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, type DialogProps } from '@mui/material';
import { useFormState } from 'react-hook-form';
import { useBlocker } from 'react-router-dom';
import { unsavedWording } from './unsavedWording';
import { wordingHook } from '../messages/wordingHook';

const useUnsavedWording = wordingHook(unsavedWording);

/** Asks whether to throw away unsaved changes; Stay is the default (Enter, Esc keep editing). */
export const LeaveConfirm = ({ open, onStay, onLeave }: { open: boolean; onStay: () => void; onLeave: () => void }) => {
  const w = useUnsavedWording();
  return (
    <Dialog open={open} onClose={onStay} maxWidth="xs" aria-labelledby="leave-confirm-title" data-testid="unsaved-changes">
      <DialogTitle id="leave-confirm-title">{w.title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{w.text}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onLeave} color="error">
          {w.leave}
        </Button>
        <Button onClick={onStay} variant="contained" autoFocus>
          {w.stay}
        </Button>
      </DialogActions>
    </Dialog>
  );
};

/** A GuardedDialog's question to the form inside it: whether closing now would lose typing. */
const DirtyReport = createContext<((dirty: boolean) => void) | null>(null);

/**
 * Put inside any react-admin / react-hook-form form: with unsaved changes, leaving the page (a
 * link, back, forward) asks first, closing or reloading the tab gets the browser's own question,
 * and a GuardedDialog around the form asks before a click outside, Esc or its close button.
 * A successful save leaves without asking (its redirect follows the submit).
 */
export const UnsavedChangesGuard = () => {
  const { isDirty, dirtyFields, isSubmitting, isSubmitSuccessful } = useFormState();
  // react-hook-form keeps isDirty true for a value typed and then erased; the fields tell
  const dirty = isDirty && Object.keys(dirtyFields).length > 0;
  const safe = !dirty || isSubmitting || isSubmitSuccessful;
  const report = useContext(DirtyReport);
  useEffect(() => {
    report?.(!safe);
    return () => report?.(false);
  }, [report, safe]);

  const blocker = useBlocker(({ currentLocation, nextLocation }) => !safe && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    // the save's redirect can arrive in the same tick as the form's reset
    if (blocker.state === 'blocked' && safe) blocker.proceed();
  }, [blocker, safe]);
  useEffect(() => {
    if (safe) return;
    const beforeunload = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', beforeunload);
    return () => window.removeEventListener('beforeunload', beforeunload);
  }, [safe]);

  return <LeaveConfirm open={blocker.state === 'blocked' && !safe} onStay={() => blocker.reset?.()} onLeave={() => blocker.proceed?.()} />;
};

/**
 * Hands a dialog's close requests (backdrop click, Esc, its close button) to `onClose` only once
 * an UnsavedChangesGuard inside it has no unsaved changes, or the user chose to leave them.
 * `requestClose` asks; `onClose` itself (Cancel, after a save) closes without asking.
 */
export function useGuardedClose(onClose: () => void) {
  const dirty = useRef(false);
  const [asking, setAsking] = useState(false);
  const report = useCallback((value: boolean) => {
    dirty.current = value;
  }, []);
  const requestClose = useCallback(() => (dirty.current ? setAsking(true) : onClose()), [onClose]);
  const Provider = useCallback(({ children }: { children: ReactNode }) => <DirtyReport.Provider value={report}>{children}</DirtyReport.Provider>, [report]);
  const confirm = (
    <LeaveConfirm
      open={asking}
      onStay={() => setAsking(false)}
      onLeave={() => {
        setAsking(false);
        onClose();
      }}
    />
  );
  return { requestClose, Provider, confirm };
}

/**
 * A MUI Dialog around a form with an UnsavedChangesGuard: a click outside, Esc or `requestClose`
 * ask before unsaved changes are thrown away. Children may be a function receiving requestClose
 * (for the dialog's own close button).
 */
export const GuardedDialog = ({
  onClose,
  children,
  ...props
}: Omit<DialogProps, 'onClose' | 'children' | 'open'> & { open?: boolean; onClose: () => void; children: ReactNode | ((requestClose: () => void) => ReactNode) }) => {
  const { requestClose, Provider, confirm } = useGuardedClose(onClose);
  return (
    <>
      <Dialog open {...props} onClose={requestClose}>
        <Provider>{typeof children === 'function' ? children(requestClose) : children}</Provider>
      </Dialog>
      {confirm}
    </>
  );
};
