import { useEffect, useState } from 'react';
import { IconButton, Tooltip, Typography } from '@mui/material';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import StopIcon from '@mui/icons-material/Stop';
import { useLanguage } from '../../i18n/language';
import { StartTimerDialog } from './StartTimerDialog';
import { TimeEntryDialog } from './TimeEntryDialog';
import { elapsedMs, formatClock, formatWhole, paused, resumed, roundedMinutes, started } from './timer';
import type { TimerState } from './timerStore';
import type { MatterRef } from './matterRef';
import type { TimerWords } from './timerWording';

/** The clock, ticking each second while the timer runs. */
function useNow(running: boolean) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    setNow(Date.now());
    if (!running) return undefined;
    const tick = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(tick);
  }, [running]);
  return now;
}

export interface TimerControlsProps {
  /** the stored timer; null while a new one's matter is being chosen */
  timer: TimerState | null;
  words: TimerWords;
  /** stores the timer (null: gone) */
  set: (state: TimerState | null) => void;
  /** says a start or a stop in the top bar's status region */
  announce: (text: string) => void;
  /** puts the focus back in the bar once a dialog closed on a change (the button that opened it is gone) */
  refocus: () => void;
  /** the matter dialog of a new timer closed (started or not) */
  onChosen: () => void;
}

/**
 * The timer's working part, loaded with the time screens when a timer is started or found stored:
 * the matter dialog of a new timer, then the elapsed time, pause / resume and stop. Stop pauses it
 * and opens the time entry dialog with the matter and the minutes rounded up; saved, the timer is
 * gone; cancelled, it waits paused.
 */
export const TimerControls = ({ timer, words: w, set, announce, refocus, onChosen }: TimerControlsProps) => {
  const language = useLanguage();
  const running = timer?.startedAt != null;
  const now = useNow(running);
  const [recording, setRecording] = useState(false);

  if (!timer) {
    const start = (matter: MatterRef, matterName: string) => {
      set(started(matter, matterName, Date.now()));
      announce(w.started.replace('%{matter}', matterName));
      refocus();
    };
    return <StartTimerDialog title={w.chooseCase} submitLabel={w.startOn} onStart={start} onClose={onChosen} />;
  }
  const minutes = roundedMinutes(elapsedMs(timer, Date.now()));
  const stop = () => {
    set(paused(timer, Date.now()));
    announce(w.stopped.replace('%{minutes}', formatWhole(minutes, language)));
    setRecording(true);
  };
  return (
    <>
      <Typography variant="caption" noWrap sx={{ display: { xs: 'none', lg: 'block' }, maxWidth: 200, color: 'text.secondary' }}>
        <bdi>{timer.matterName}</bdi>
      </Typography>
      <Tooltip title={w.elapsed.replace('%{matter}', timer.matterName)} describeChild>
        <Typography component="span" dir="ltr" data-testid="timer-elapsed" sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 600, color: running ? 'primary.main' : 'text.secondary', px: 0.5 }}>
          {formatClock(Math.floor(elapsedMs(timer, now) / 1000), language)}
        </Typography>
      </Tooltip>
      {running ? (
        <IconButton aria-label={w.pause} onClick={() => set(paused(timer, Date.now()))} size="small">
          <PauseIcon fontSize="small" />
        </IconButton>
      ) : (
        <IconButton aria-label={w.resume} onClick={() => set(resumed(timer, Date.now()))} size="small">
          <PlayArrowIcon fontSize="small" />
        </IconButton>
      )}
      <IconButton aria-label={w.stop} onClick={stop} size="small" color="error">
        <StopIcon fontSize="small" />
      </IconButton>
      {recording && <TimeEntryDialog prefill={{ matter: timer.matter, minutes }} onClose={() => setRecording(false)} onSaved={() => {
            set(null);
            refocus();
          }} />}
    </>
  );
};
