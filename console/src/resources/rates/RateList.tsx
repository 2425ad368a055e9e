import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import DeleteIcon from '@mui/icons-material/Delete';
import CloseIcon from '@mui/icons-material/Close';
import { AutocompleteInput, Button, Confirm, ReferenceInput, SelectInput, TextInput, useRecordContext, useRefresh, type RaRecord } from 'react-admin';
import { API_URL, getJson, httpClient } from '../../api/http';
import { AmountField } from '../../components/display/AmountField';
import { useLocalized } from '../../components/display/localized';
import { DialogForm } from '../../components/forms/DialogForm';
import { requiredField } from '../../components/forms/validation';
import { DataTable } from '../../components/lists/DataTable';
import { RowIconButton } from '../../components/lists/RowIconButton';
import { resourceCrudMessages } from '../../components/messages/resourceCrudMessages';
import { errorDetail, useToast } from '../../components/messages/useToast';
import { usePhrase } from '../../components/messages/wordingHook';
import { useMayWork } from '../../auth/mayWork';
import { useLanguage } from '../../i18n/language';
import type { RateAnswer } from '@lawfirm/contracts';
import { RATES, rateScopes, scopeWords, type RateScopeName } from './i18n';
import { useRateWording } from './wording';

const messages = resourceCrudMessages(RATES);
const RATES_API = `${API_URL}/billing/rates`;

/** A rate of the card as GET /api/billing/rates answers it (contracts' RateAnswer). */
type Rate = RateAnswer & RaRecord;

type Localize = ReturnType<typeof useLocalized>;
/** where each scope's record is read and picked, and how it is named in the page's language */
const scopeRecords: Record<RateScopeName, { reference: string; name: (r: RaRecord, localized: Localize) => string }> = {
  case: { reference: 'cases', name: (r, localized) => [r.caseNumber as string | null, localized(r, 'title')].filter(Boolean).join(' — ') },
  client: { reference: 'clients', name: (r, localized) => localized(r, 'fullName') },
  lawyer: { reference: 'employees', name: (r, localized) => localized(r, 'fullName') },
  role: { reference: 'roles', name: (r, localized) => localized(r, 'name') },
};

/** the name of what a rate is for; a record the reader may not open (or no longer there) by its number */
function useScopeName(scope: RateScopeName, id: number): string {
  const w = useRateWording();
  const localized = useLocalized();
  const phrase = usePhrase();
  const { data } = useQuery({
    queryKey: ['rates/scope-name', scope, id],
    queryFn: () => getJson<RaRecord>(`/${scopeRecords[scope].reference}/${id}`),
    retry: false,
    staleTime: 60_000,
  });
  return (data && scopeRecords[scope].name(data, localized)) || phrase(w.numbered, { id });
}

const ScopeName = () => {
  const record = useRecordContext<Rate>();
  const name = useScopeName(record!.scope, record!.scopeId);
  return <bdi>{name}</bdi>;
};

/** The record picker of the scope chosen (its list searched by `q`; opened by typing or its button, so Escape from it leaves the dialog as from any field). */
const ScopePicker = ({ disabled }: { disabled: boolean }) => {
  const w = useRateWording();
  const localized = useLocalized();
  const scope: RateScopeName = useWatch({ name: 'scope' }) ?? 'case';
  const { reference, name } = scopeRecords[scope];
  return (
    <ReferenceInput key={scope} source="scopeId" reference={reference} perPage={50}>
      <AutocompleteInput label={w[scope]} optionText={(r: RaRecord) => name(r, localized)} filterToQuery={(q: string) => (q ? { q } : {})} validate={requiredField} disabled={disabled} openOnFocus={false} fullWidth />
    </ReferenceInput>
  );
};

interface RateValues {
  scope: RateScopeName;
  scopeId: number | null;
  rate: string;
}

/** Sets a rate (or changes the one of a row: what it is for stays). The server's field errors land on the inputs. */
const SetRateDialog = ({ rate, onClose }: { rate?: Rate; onClose: () => void }) => {
  const w = useRateWording();
  const language = useLanguage();
  const toast = useToast();
  const refresh = useRefresh();
  const [defaults] = useState<RateValues>(() => ({ scope: rate?.scope ?? 'case', scopeId: rate?.scopeId ?? null, rate: rate?.rate ?? '' }));
  const choices = rateScopes.map((id) => ({ id, name: scopeWords[id][language] }));
  // (a changed rate's scope and record are shown disabled, which the form does not submit)
  const submit = async (values: RateValues) => {
    try {
      await httpClient(RATES_API, { method: 'PUT', body: JSON.stringify({ scope: rate?.scope ?? values.scope, scopeId: rate?.scopeId ?? values.scopeId, rate: String(values.rate ?? '').trim() }) });
    } catch (error) {
      toast({ type: 'error', title: w.failed, message: errorDetail(error) ?? w.failed });
      throw error;
    }
    toast({ type: 'success', title: 'app.msg.common.success', message: w.saved });
    refresh();
  };
  return (
    <DialogForm<RateValues> title={rate ? w.changeTitle : w.setTitle} submitLabel={w.save} defaultValues={defaults} onClose={onClose} onSubmit={submit}>
      <SelectInput source="scope" label={w.scope} choices={choices} validate={requiredField} disabled={Boolean(rate)} fullWidth />
      <ScopePicker disabled={Boolean(rate)} />
      <TextInput source="rate" label={w.rate} helperText={w.rateHelp} validate={requiredField} fullWidth />
    </DialogForm>
  );
};

/** Asks before a rate leaves the card. */
const RemoveRateDialog = ({ rate, onClose }: { rate: Rate; onClose: () => void }) => {
  const w = useRateWording();
  const toast = useToast();
  const refresh = useRefresh();
  const phrase = usePhrase();
  const name = useScopeName(rate.scope, rate.scopeId);
  const [busy, setBusy] = useState(false);
  const remove = async () => {
    setBusy(true);
    try {
      await httpClient(`${RATES_API}/${encodeURIComponent(rate.id)}`, { method: 'DELETE' });
      toast({ type: 'success', title: 'app.msg.common.success', message: w.removed });
      refresh();
      onClose();
    } catch (error) {
      toast({ type: 'error', title: w.removeFailed, message: errorDetail(error) ?? w.removeFailed });
      setBusy(false);
    }
  };
  return (
    <Confirm
      isOpen
      loading={busy}
      title={w.removeTitle}
      content={phrase(w.removeQuestion, { name })}
      confirm={w.removeConfirm}
      cancel={w.cancel}
      confirmColor="warning"
      ConfirmIcon={DeleteIcon}
      CancelIcon={CloseIcon}
      onConfirm={remove}
      onClose={onClose}
    />
  );
};

type Open = { kind: 'set'; rate?: Rate } | { kind: 'remove'; rate: Rate } | null;

const RowButtons = ({ onOpen }: { onOpen: (open: Open) => void }) => {
  const w = useRateWording();
  const record = useRecordContext<Rate>();
  if (!record) return null;
  return (
    <>
      <RowIconButton label={w.change} color="primary" onClick={() => onOpen({ kind: 'set', rate: record })}>
        <EditIcon fontSize="small" />
      </RowIconButton>
      <RowIconButton label={w.remove} color="warning" onClick={() => onOpen({ kind: 'remove', rate: record })}>
        <DeleteIcon fontSize="small" />
      </RowIconButton>
    </>
  );
};

/** /management/rates: the firm's rate card (billing: view), set, changed and removed by billing staff (billing: create). */
export const RateList = () => {
  const w = useRateWording();
  const language = useLanguage();
  const phrase = usePhrase();
  const mayChange = useMayWork('billing', 'create');
  const [open, setOpen] = useState<Open>(null);
  const choices = rateScopes.map((id) => ({ id, name: `resources.${RATES}.scopes.${id}` }));
  return (
    <>
      <DataTable
        messages={messages}
        filters={[<SelectInput key="scope" source="scope" choices={choices} alwaysOn />]}
        sort={{ field: 'scope', order: 'ASC' }}
        rowLabel={(record) => `${scopeWords[(record as Rate).scope]?.[language] ?? ''} ${phrase(w.numbered, { id: (record as Rate).scopeId })}`}
        toolbar={
          mayChange && (
            <Button label={w.add} variant="contained" onClick={() => setOpen({ kind: 'set' })}>
              <AddIcon />
            </Button>
          )
        }
        rowActions={mayChange ? <RowButtons onOpen={setOpen} /> : undefined}
        lead={['scope', 'scopeId']}
        deletable={false}
      >
        <DataTable.Col source="scope" render={(record: RaRecord) => scopeWords[(record as Rate).scope]?.[language] ?? ''} />
        <DataTable.Col source="scopeId" disableSort>
          <ScopeName />
        </DataTable.Col>
        <DataTable.Col source="rateFils" align="right">
          <AmountField source="rate" fils />
        </DataTable.Col>
      </DataTable>
      {open?.kind === 'set' && <SetRateDialog rate={open.rate} onClose={() => setOpen(null)} />}
      {open?.kind === 'remove' && <RemoveRateDialog rate={open.rate} onClose={() => setOpen(null)} />}
    </>
  );
};
