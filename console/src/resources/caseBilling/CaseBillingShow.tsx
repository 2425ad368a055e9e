import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { Alert, Box, Button, CircularProgress, Link, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { Confirm } from 'react-admin';
import { BackLink } from '../../components/display/BackLink';
import { PageHeading } from '../../components/display/PageHeading';
import { SectionCard } from '../../components/display/SectionCard';
import { DetailsList } from '../../components/display/DetailsList';
import { formatAmount } from '../../components/display/AmountField';
import { formatDay } from '../../components/display/days';
import { useLocalized } from '../../components/display/localized';
import { errorDetail, useToast } from '../../components/messages/useToast';
import { usePhrase } from '../../components/messages/wordingHook';
import { useMayWork } from '../../auth/mayWork';
import { useLanguage } from '../../i18n/language';
import type { Bilingual } from '@lawfirm/contracts';
import { INVOICES } from '../invoices/i18n';
import { DraftInvoiceDialog } from '../invoices/DraftInvoiceDialog';
import { useInvoiceWording } from '../invoices/wording';
import type { FeeStageAnswer } from '@lawfirm/contracts';
import { useBilledCase, useCaseBillingCommands, useFeeArrangement, useRetainer, type BilledCase } from './api';
import { ArrangementDialog, ReachedDialog, RetainerDialog, RetainerPaymentDialog } from './CaseBillingDialogs';
import { CASE_BILLING } from './i18n';
import { caseBillingWording as words, useCaseBillingWording } from './wording';

/** /management/case-billing/:id/show: how the case is billed (its fee arrangement and stages) and its retainer, and what billing staff may change. */
export const CaseBillingShow = () => {
  const { id } = useParams<{ id: string }>();
  const caseId = Number(id);
  const w = useCaseBillingWording();
  const { data: theCase, error, isPending } = useBilledCase(caseId);
  if (isPending) return <CircularProgress aria-label={w.show.loading} />;
  if (error || !theCase) {
    return (
      <Stack spacing={2}>
        <BackLink to={`/${CASE_BILLING}`} label={w.show.back} />
        <Alert severity="error">{errorDetail(error) ?? w.show.loadFailed}</Alert>
      </Stack>
    );
  }
  return <CaseBillingPage theCase={theCase} />;
};

const CaseBillingPage = ({ theCase }: { theCase: BilledCase }) => {
  const w = useCaseBillingWording();
  const localized = useLocalized();
  const language = useLanguage();
  const phrase = usePhrase();
  const caseName = [theCase.caseNumber, localized({ ...theCase }, 'title')].filter(Boolean).join(' — ') || String(theCase.id);
  // each client once (a client may be named twice among the plaintiffs)
  const clientParties = theCase.plaintiffs.filter((p, i, all) => typeof p.clientId === 'number' && all.findIndex((q) => q.clientId === p.clientId) === i);
  const clients = clientParties.map((p) => localized(p, 'name'));
  const mayDraft = useMayWork('billing', 'create');
  const [drafting, setDrafting] = useState(false);
  const draftLabel = useInvoiceWording().add;
  return (
    <Stack spacing={2}>
      <BackLink to={`/${CASE_BILLING}`} label={w.show.back} />
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', flexWrap: 'wrap', gap: 1 }}>
        <PageHeading title={phrase(w.show.title, { case: `\u2068${caseName}\u2069` })} subtitle={`${w.show.clients}: ${clients.map((c) => `\u2068${c}\u2069`).join(language === 'ar' ? '، ' : ', ')}`} />
        {mayDraft && clientParties.length > 0 && (
          <Button variant="contained" onClick={() => setDrafting(true)}>
            {draftLabel}
          </Button>
        )}
      </Stack>
      {drafting && (
        <DraftInvoiceDialog
          theCase={{ id: theCase.id, name: caseName, clients: clientParties.map((p, i) => ({ id: p.clientId as number, name: clients[i] || String(p.clientId) })) }}
          onClose={() => setDrafting(false)}
        />
      )}
      <ArrangementCard caseId={theCase.id} />
      <RetainerCard theCase={theCase} />
    </Stack>
  );
};

const ArrangementCard = ({ caseId }: { caseId: number }) => {
  const w = useCaseBillingWording().arrangement;
  const kinds = useCaseBillingWording().kinds;
  const vat = useCaseBillingWording().vat;
  const language = useLanguage();
  const phrase = usePhrase();
  const mayChange = useMayWork('billing', 'create');
  const commands = useCaseBillingCommands(caseId);
  const { data: arrangement, error } = useFeeArrangement(caseId);
  const [editing, setEditing] = useState(false);
  const [reaching, setReaching] = useState<FeeStageAnswer | null>(null);
  const body = error ? (
    <Alert severity="error">{errorDetail(error) ?? w.loadFailed}</Alert>
  ) : !arrangement ? (
    <CircularProgress size={24} aria-label={w.title} />
  ) : (
    <>
      <Typography variant="body1" sx={{ fontWeight: 600 }} data-testid="fee-kind">
        {kinds[arrangement.kind]}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {arrangement.kind === 'fixedFee' ? w.fixedHelp : w.hourlyHelp}
      </Typography>
      {arrangement.kind === 'fixedFee' && (
        // on a phone the table scrolls sideways: its box takes the keyboard's focus so that it can be scrolled without a mouse
        <TableContainer tabIndex={0} role="region" aria-label={w.stages}>
          <Table size="small" aria-label={w.stages}>
            <TableHead>
              <TableRow>
                <TableCell>{w.description}</TableCell>
                <TableCell align="right">{w.amount}</TableCell>
                <TableCell>{w.vat}</TableCell>
                <TableCell>{w.reachedOn}</TableCell>
                <TableCell>{w.billed}</TableCell>
                {mayChange && <TableCell align="right">{w.actions}</TableCell>}
              </TableRow>
            </TableHead>
            <TableBody>
              {arrangement.stages.map((s) => (
                <TableRow key={s.stageId} data-testid={`stage-${s.stageId}`}>
                  <TableCell>
                    <bdi>{s.description}</bdi>
                  </TableCell>
                  <TableCell align="right">
                    <bdi>{formatAmount(s.amount, language, { fils: true })}</bdi>
                  </TableCell>
                  <TableCell>{vat[s.vat]}</TableCell>
                  <TableCell>{s.reachedOn ? formatDay(s.reachedOn, language) : w.notReached}</TableCell>
                  <TableCell>
                    {s.invoiceId !== null ? (
                      <Link component={RouterLink} to={`/${INVOICES}/${s.invoiceId}/show`}>
                        {w.billedOn}
                      </Link>
                    ) : (
                      w.notBilled
                    )}
                  </TableCell>
                  {mayChange && (
                    <TableCell align="right">
                      {s.reachedOn === null && s.invoiceId === null && (
                        <Button size="small" variant="outlined" aria-label={phrase(w.markReachedOf, { stage: s.description })} onClick={() => setReaching(s)}>
                          {w.markReached}
                        </Button>
                      )}
                    </TableCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </>
  );
  return (
    <SectionCard
      title={w.title}
      action={
        mayChange &&
        arrangement && (
          <Button variant="contained" onClick={() => setEditing(true)}>
            {w.edit}
          </Button>
        )
      }
    >
      {body}
      {editing && arrangement && <ArrangementDialog arrangement={arrangement} commands={commands} onClose={() => setEditing(false)} />}
      {reaching && <ReachedDialog stage={reaching} commands={commands} onClose={() => setReaching(null)} />}
    </SectionCard>
  );
};

type Open = 'agree' | 'end' | 'pay' | null;

const RetainerCard = ({ theCase }: { theCase: BilledCase }) => {
  const w = useCaseBillingWording().retainer;
  const mayChange = useMayWork('billing', 'create');
  const toast = useToast();
  const commands = useCaseBillingCommands(theCase.id);
  const { data: retainer, error } = useRetainer(theCase.id);
  const [open, setOpen] = useState<Open>(null);
  const [ending, setEnding] = useState(false);
  const agreement = retainer?.agreement ?? null;
  const client = theCase.plaintiffs.find((p) => p.clientId === agreement?.clientId);
  const r = words.retainer;
  const aed = (v: string | null | undefined): Bilingual => (v == null || v === '' ? words.none : { en: formatAmount(v, 'en', { fils: true }), ar: formatAmount(v, 'ar', { fils: true }) });
  const day = (d: string): Bilingual => ({ en: formatDay(d, 'en'), ar: formatDay(d, 'ar') });
  const end = async () => {
    setEnding(true);
    try {
      await commands.endRetainer();
      toast({ type: 'success', title: 'app.msg.common.success', message: w.ended_ });
      setOpen(null);
    } catch (e) {
      toast({ type: 'error', title: w.failed, message: errorDetail(e) ?? w.failed });
    } finally {
      setEnding(false);
    }
  };
  const actions = mayChange && retainer && (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
      <Button variant={agreement?.active ? 'outlined' : 'contained'} onClick={() => setOpen('agree')}>
        {agreement?.active ? w.replace : w.agree}
      </Button>
      {agreement?.active && (
        <>
          <Button variant="contained" onClick={() => setOpen('pay')}>
            {w.pay}
          </Button>
          <Button variant="outlined" color="error" onClick={() => setOpen('end')}>
            {w.end}
          </Button>
        </>
      )}
    </Stack>
  );
  return (
    <SectionCard title={w.title} action={actions}>
      {error ? (
        <Alert severity="error">{errorDetail(error) ?? w.loadFailed}</Alert>
      ) : !retainer ? (
        <CircularProgress size={24} aria-label={w.title} />
      ) : !agreement ? (
        <Typography variant="body2" color="text.secondary">
          {w.none}
        </Typography>
      ) : (
        <Box data-testid="retainer">
          <DetailsList
            sections={[
              {
                title: r.agreement,
                rows: [
                  { label: r.client, value: { en: client?.nameEn ?? client?.nameAr ?? '', ar: client?.nameAr ?? client?.nameEn ?? '' } },
                  { label: r.status, value: agreement.active ? r.active : { en: r.ended.en.replace('%{day}', day(agreement.endedOn ?? '').en), ar: r.ended.ar.replace('%{day}', day(agreement.endedOn ?? '').ar) } },
                  { label: r.deposit, value: aed(agreement.amount) },
                  { label: r.replenishBelow, value: agreement.replenishBelow ? aed(agreement.replenishBelow) : r.oneOff },
                  { label: r.agreedOn, value: day(agreement.agreedOn) },
                ],
              },
              {
                title: r.balance,
                rows: [
                  { label: r.deposited, value: aed(retainer.deposited) },
                  { label: r.drawn, value: aed(retainer.drawn) },
                  { label: r.held, value: aed(retainer.held) },
                  { label: r.due, value: aed(retainer.due) },
                ],
              },
            ]}
          />
        </Box>
      )}
      {open === 'agree' && retainer && <RetainerDialog theCase={theCase} retainer={retainer} commands={commands} onClose={() => setOpen(null)} />}
      {open === 'pay' && agreement && <RetainerPaymentDialog clientId={agreement.clientId} commands={commands} onClose={() => setOpen(null)} />}
      <Confirm isOpen={open === 'end'} loading={ending} title={w.endTitle} content={w.endContent} confirm={w.endConfirm} cancel="app.msg.common.cancel" confirmColor="warning" onConfirm={end} onClose={() => setOpen(null)} />
    </SectionCard>
  );
};
