import type { MouseEventHandler } from 'react';
import { Box, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import DeleteIcon from '@mui/icons-material/Delete';
import { useQuery } from '@tanstack/react-query';
import { Confirm, type RaRecord } from 'react-admin';
import { API_URL, httpClient } from '../../../api/http';
import { useBilingual } from '../../../components/messages/wording';
import { useLanguage } from '../../../i18n/language';
import { fill, formatDay } from '../format';
import { documentsWording as dw } from './documentsWording';

/** Asks before a hearing is deleted, naming what goes with it: its documents, its minutes file, its minutes. */
export const HearingDeleteConfirm = ({ hearing, loading, onConfirm, onClose }: { hearing: RaRecord | null; loading: boolean; onConfirm: MouseEventHandler; onClose: MouseEventHandler }) => {
  const pick = useBilingual();
  const language = useLanguage();
  const { data: minutes } = useQuery({
    queryKey: ['hearing-minutes-count', hearing?.id],
    enabled: Boolean(hearing),
    queryFn: async () => ((await httpClient(`${API_URL}/hearings/${hearing!.id}/minutes-history`)).json as unknown[]).length,
    staleTime: 0,
  });
  const documents = ((hearing?.documents as unknown[]) ?? []).length;
  const goes = [
    documents > 0 && fill(pick(dw.hearingDocuments), { count: documents }),
    hearing?.minutesFileName && fill(pick(dw.hearingMinutesFile), { name: String(hearing.minutesFileName) }),
    minutes ? fill(pick(dw.hearingMinutes), { count: minutes }) : false,
  ].filter((x): x is string => Boolean(x));
  return (
    <Confirm
      isOpen={hearing !== null}
      loading={loading}
      title={pick(dw.hearingDeleteTitle)}
      content={
        <Box data-testid="hearing-delete-question">
          <Typography>{fill(pick(dw.hearingDeleteQuestion), { date: formatDay(hearing?.hearingDate, language) })}</Typography>
          {goes.length ? (
            <>
              <Typography sx={{ mt: 1.5, fontWeight: 600 }}>{pick(dw.hearingGoesWith)}</Typography>
              <Box component="ul" sx={{ my: 0.5, ps: 3 }}>
                {goes.map((g) => (
                  <li key={g}>
                    <bdi>{g}</bdi>
                  </li>
                ))}
              </Box>
            </>
          ) : (
            <Typography sx={{ mt: 1.5 }} color="text.secondary">
              {pick(dw.hearingNothingElse)}
            </Typography>
          )}
        </Box>
      }
      confirm={pick(dw.yesDelete)}
      cancel={pick(dw.cancel)}
      confirmColor="warning"
      ConfirmIcon={DeleteIcon}
      CancelIcon={CloseIcon}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
};
