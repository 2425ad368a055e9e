import { Suspense, useRef, useState, type ComponentType } from 'react';
import { Box, IconButton, Tooltip } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import TimerIcon from '@mui/icons-material/Timer';
import { getSessionUser } from '../../auth/session';
import { useLanguage } from '../../i18n/language';
import { timerWordsIn } from './timerWording';
import { useTimer, writeTimer } from './timerStore';

import type { TimerControlsProps } from './TimerControls';

/** the timer's working part, lazily: App's `TimerControls` (the time screens' chunk) */
export type LazyTimerControls = ComponentType<TimerControlsProps>;

/**
 * The lawyer's timer in the top bar (docs/billing.md, "In the console"). The working part (clock,
 * buttons, dialogs) comes with the time screens' chunk, handed down by App (`Controls`) and fetched
 * when a timer is started or found stored: a lawyer's first load carries the start button only,
 * and the frame no list of the chunks behind it. A screen reader hears the
 * start and the stop (the status region, always in the page), not the ticking time.
 */
export const TopBarTimer = ({ Controls }: { Controls: LazyTimerControls }) => {
  const w = timerWordsIn(useLanguage());
  const userId = getSessionUser()?.id;
  const timer = useTimer(userId);
  const [choosing, setChoosing] = useState(false);
  const [said, setSaid] = useState('');
  const bar = useRef<HTMLDivElement>(null);
  if (userId === undefined) return null;
  // the focus, once a dialog of the timer closed, on the bar's first button (Pause after a start, Start timer after a save)
  const refocus = () => window.setTimeout(() => bar.current?.querySelector<HTMLButtonElement>('button')?.focus(), 0);
  const startButton = (
    <Tooltip title={w.start}>
      <IconButton aria-label={w.start} onClick={() => setChoosing(true)}>
        <TimerIcon />
      </IconButton>
    </Tooltip>
  );
  return (
    <Box ref={bar} sx={{ display: 'flex', alignItems: 'center', gap: 0.25 }} data-testid="top-bar-timer">
      {!timer && startButton}
      {(timer || choosing) && (
        <Suspense fallback={null}>
          <Controls timer={timer} words={w} set={(state) => writeTimer(userId, state)} announce={setSaid} refocus={refocus} onChosen={() => setChoosing(false)} />
        </Suspense>
      )}
      <Box role="status" sx={visuallyHidden}>
        {said}
      </Box>
    </Box>
  );
};
