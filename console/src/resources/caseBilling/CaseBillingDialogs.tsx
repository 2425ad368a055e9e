import { useState } from 'react';
import { ArrayInput, RadioButtonGroupInput, SelectInput, SimpleFormIterator, TextInput, useSimpleFormIteratorItem } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { Typography } from '@mui/material';
import { DialogForm } from '../../components/forms/DialogForm';
import { InputGrid } from '../../components/forms/InputGrid';
import { AddRowButton } from '../../components/lists/RowButtons';
import { DatePickerInput } from '../../components/dates/DatePickerInput';
import { requiredField } from '../../components/forms/validation';
import { errorDetail, useToast } from '../../components/messages/useToast';
import { usePhrase } from '../../components/messages/wordingHook';
import { autoDirection, ltrText } from '../../components/display/textDirection';
import { useLocalized } from '../../components/display/localized';
import { useLanguage } from '../../i18n/language';
import { firmToday } from '../../lawyer/deadlines/deadlineDays';
import type { PaymentMethodName } from '../payments/i18n';
import { PaymentFields } from '../payments/RecordPaymentDialog';
import { usePaymentWording } from '../payments/wording';
import type { FeeArrangementAnswer, FeeStageAnswer, RetainerAnswer } from '@lawfirm/contracts';
import { newStageId, type BilledCase, type useCaseBillingCommands } from './api';
import { feeKindWords, type FeeKindName } from './i18n';
import { stageVatWords, useCaseBillingWording, type StageVatName } from './wording';

type Commands = ReturnType<typeof useCaseBillingCommands>;

/** free text is typed in either script: it keeps its own direction */

/** a failed command's toast, then the refusal passed on so that its field errors land on the inputs */
function useFailing(title: string) {
  const toast = useToast();
  return async (run: () => Promise<unknown>, saved: string) => {
    try {
      await run();
    } catch (error) {
      toast({ type: 'error', title, message: errorDetail(error) ?? title });
      throw error;
    }
    toast({ type: 'success', title: 'app.msg.common.success', message: saved });
  };
}

interface StageValues {
  stageId?: string;
  description: string;
  amount: string;
  vat: StageVatName;
  invoiceId?: number | null;
}
interface ArrangementValues {
  kind: FeeKindName;
  stages: StageValues[];
}

/** one stage's inputs; a billed stage's are shown but not changed */
const StageInputs = () => {
  const w = useCaseBillingWording().arrangementDialog;
  const language = useLanguage();
  const { index } = useSimpleFormIteratorItem();
  const billed = useWatch({ name: `stages.${index}.invoiceId` }) != null;
  const vatChoices = (Object.keys(stageVatWords) as StageVatName[]).map((id) => ({ id, name: stageVatWords[id][language] }));
  return (
    <>
      <TextInput source="description" label={w.description} helperText={billed ? w.billedHelp : w.descriptionHelp} validate={requiredField} disabled={billed} slotProps={autoDirection} fullWidth />
      <InputGrid>
        <TextInput source="amount" label={w.amount} validate={requiredField} disabled={billed} slotProps={ltrText} fullWidth />
        <SelectInput source="vat" label={w.vat} choices={vatChoices} validate={requiredField} disabled={billed} fullWidth />
      </InputGrid>
    </>
  );
};

/** The stages, while the kind chosen is a fixed fee. */
const StagesInput = () => {
  const w = useCaseBillingWording().arrangementDialog;
  const kind = useWatch({ name: 'kind' }) as FeeKindName;
  if (kind !== 'fixedFee') return null;
  return (
    <ArrayInput source="stages" label={w.stages}>
      <SimpleFormIterator
        disableReordering
        disableClear
        fullWidth
        addButton={<AddRowButton label={w.addStage} />}
        disableRemove={(stage) => stage?.invoiceId != null}
        getItemDefaults={() => ({ description: '', amount: '', vat: 'standard' })}
      >
        <StageInputs />
      </SimpleFormIterator>
    </ArrayInput>
  );
};

/** The case's arrangement changed: by the hour, or a fixed fee with its stages (added, removed, changed; a billed one kept as it is). */
export const ArrangementDialog = ({ arrangement, commands, onClose }: { arrangement: FeeArrangementAnswer; commands: Commands; onClose: () => void }) => {
  const w = useCaseBillingWording().arrangementDialog;
  const language = useLanguage();
  const run = useFailing(w.failed);
  const [defaults] = useState<ArrangementValues>(() => ({
    kind: arrangement.kind,
    stages: arrangement.stages.map((s) => ({ stageId: s.stageId, description: s.description, amount: s.amount, vat: s.vat, invoiceId: s.invoiceId })),
  }));
  const submit = (values: ArrangementValues) => {
    const stages = values.kind === 'fixedFee' ? (values.stages ?? []) : [];
    const taken = stages.flatMap((s) => (s.stageId ? [s.stageId] : []));
    const body = {
      kind: values.kind,
      version: arrangement.version,
      stages: stages.map((s) => {
        const stageId = s.stageId ?? newStageId(taken);
        if (!s.stageId) taken.push(stageId);
        return { stageId, description: (s.description ?? '').trim(), amount: String(s.amount ?? '').trim(), vat: s.vat ?? 'standard' };
      }),
    };
    return run(() => commands.setArrangement(body), w.saved);
  };
  const kindChoices = (Object.keys(feeKindWords) as FeeKindName[]).map((id) => ({ id, name: feeKindWords[id][language] }));
  return (
    <DialogForm<ArrangementValues> title={w.title} submitLabel={w.save} defaultValues={defaults} onClose={onClose} onSubmit={submit} maxWidth="md">
      <RadioButtonGroupInput source="kind" label={w.kind} choices={kindChoices} validate={requiredField} />
      <StagesInput />
    </DialogForm>
  );
};

/** A stage marked reached on a firm day (today by default). */
export const ReachedDialog = ({ stage, commands, onClose }: { stage: FeeStageAnswer; commands: Commands; onClose: () => void }) => {
  const w = useCaseBillingWording().reachedDialog;
  const phrase = usePhrase();
  const run = useFailing(w.failed);
  const [defaults] = useState(() => ({ reachedOn: firmToday() }));
  return (
    <DialogForm<{ reachedOn: string }> title={w.title} submitLabel={w.save} defaultValues={defaults} onClose={onClose} onSubmit={(v) => run(() => commands.markReached(stage.stageId, v.reachedOn), w.saved)}>
      <Typography variant="body2" sx={{ mb: 2, unicodeBidi: 'isolate' }}>
        {phrase(w.stage, { stage: `\u2068${stage.description}\u2069` })}
      </Typography>
      <DatePickerInput source="reachedOn" label={w.reachedOn} validate={requiredField} fullWidth />
    </DialogForm>
  );
};

interface RetainerValues {
  clientId?: number;
  amount: string;
  replenishBelow?: string;
  agreedOn: string;
}

/** The retainer agreed with one of the case's clients, or its terms replaced while in force (its client then fixed). */
export const RetainerDialog = ({ theCase, retainer, commands, onClose }: { theCase: BilledCase; retainer: RetainerAnswer; commands: Commands; onClose: () => void }) => {
  const w = useCaseBillingWording();
  const localized = useLocalized();
  const run = useFailing(w.retainer.failed);
  const inForce = retainer.agreement?.active ? retainer.agreement : null;
  const clients = theCase.plaintiffs.filter((p) => typeof p.clientId === 'number');
  const [defaults] = useState<RetainerValues>(() => ({
    clientId: inForce?.clientId ?? (clients.length === 1 ? (clients[0].clientId as number) : undefined),
    amount: inForce?.amount ?? '',
    replenishBelow: inForce?.replenishBelow ?? '',
    agreedOn: firmToday(),
  }));
  const choices = clients.map((c) => ({ id: c.clientId as number, name: localized(c, 'name') }));
  const submit = (v: RetainerValues) =>
    run(
      () =>
        commands.agreeRetainer({
          clientId: v.clientId as number,
          amount: String(v.amount ?? '').trim(),
          replenishBelow: String(v.replenishBelow ?? '').trim() || null,
          agreedOn: v.agreedOn,
          ...(inForce ? { version: inForce.version } : {}),
        }),
      w.retainerDialog.saved,
    );
  return (
    <DialogForm<RetainerValues> title={w.retainerDialog.title} submitLabel={w.retainerDialog.save} defaultValues={defaults} onClose={onClose} onSubmit={submit}>
      <SelectInput source="clientId" label={w.retainerDialog.client} choices={choices} validate={requiredField} disabled={Boolean(inForce)} fullWidth />
      <InputGrid>
        <TextInput source="amount" label={w.retainerDialog.amount} validate={requiredField} slotProps={ltrText} fullWidth />
        <TextInput source="replenishBelow" label={w.retainerDialog.replenishBelow} helperText={w.retainerDialog.replenishBelowHelp} slotProps={ltrText} fullWidth />
      </InputGrid>
      <DatePickerInput source="agreedOn" label={w.retainerDialog.agreedOn} validate={requiredField} fullWidth />
    </DialogForm>
  );
};

interface RetainerPaymentValues {
  amount: string;
  method?: PaymentMethodName;
  date: string;
  reference?: string;
}

/** Money received from the retainer's client paid into it (a payment naming `retainerCaseId`), with the payments' own wording. */
export const RetainerPaymentDialog = ({ clientId, commands, onClose }: { clientId: number; commands: Commands; onClose: () => void }) => {
  const p = usePaymentWording();
  const w = useCaseBillingWording().paymentDialog;
  const run = useFailing(p.failed);
  const [defaults] = useState<RetainerPaymentValues>(() => ({ amount: '', date: firmToday(), reference: '' }));
  const submit = (v: RetainerPaymentValues) =>
    run(() => commands.payIntoRetainer({ clientId, amount: String(v.amount ?? '').trim(), method: v.method as string, date: v.date, reference: v.reference?.trim() || null }), p.saved);
  return (
    <DialogForm<RetainerPaymentValues> title={w.title} submitLabel={p.save} defaultValues={defaults} onClose={onClose} onSubmit={submit}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {w.help}
      </Typography>
      <PaymentFields />
    </DialogForm>
  );
};
