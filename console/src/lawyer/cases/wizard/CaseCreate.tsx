import { Card, CardContent } from '@mui/material';
import { useState } from 'react';
import { ResourceContextProvider, Title, useDataProvider } from 'react-admin';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { getSessionUser } from '../../../auth/session';
import { BackLink } from '../../../components/display/BackLink';
import { useConflictGate, useRecordOverride } from '../../../conflicts/ConflictGate';
import { useToast } from '../../../components/messages/useToast';
import { WizardForm, type WizardLabels } from '../../../components/forms/WizardForm';
import { CASES, useRefreshCase } from '../api';
import { fill } from '../format';
import { localDay } from '../../../components/display/days';
import { useCasesWording } from '../i18n';
import { useClients } from '../lookups';
import { BasicInfoStep, basicInfoFields } from './BasicInfoStep';
import { emptyCase, formFieldOf, toCaseBody, type CaseFormValues } from './casePayload';
import { DetailsStep, detailsFields } from './DetailsStep';
import { LocationStep, locationFields } from './LocationStep';
import { PartiesStep, partiesFields } from './PartiesStep';

/** /lawyer/create-case: the four-step wizard; POST /api/cases, then the new case. `?fileId=&clientId=` (from a file) links it to the file with its client chosen. */
export const CaseCreate = () => {
  const w = useCasesWording();
  const dataProvider = useDataProvider();
  const navigate = useNavigate();
  const toast = useToast();
  const refresh = useRefreshCase();
  const clients = useClients();
  const conflicts = useConflictGate('case');
  const recordOverride = useRecordOverride();
  // opened from a file ('Open a case in this file'): the case is linked to it, its client chosen
  const [params] = useSearchParams();
  const fileId = Number(params.get('fileId')) || null;
  const [defaults] = useState(() => {
    const user = getSessionUser();
    const blank = emptyCase(user?.userType === 'employee' ? Number(user.id) : null, localDay());
    const clientId = Number(params.get('clientId')) || null;
    return clientId ? { ...blank, clients: [{ clientId, role: '' }] } : blank;
  });

  const steps = [
    { label: w.wizard.steps.basic, fields: basicInfoFields, content: <BasicInfoStep /> },
    { label: w.wizard.steps.location, fields: locationFields, content: <LocationStep /> },
    { label: w.wizard.steps.parties, fields: partiesFields, content: <PartiesStep clients={clients} /> },
    { label: w.wizard.steps.details, fields: detailsFields, content: <DetailsStep /> },
  ];
  const labels: WizardLabels = {
    previous: w.wizard.previous,
    next: w.wizard.continue,
    submit: w.wizard.submit,
    submitting: w.wizard.submitting,
    stepOf: (step, total) => fill(w.wizard.stepOf, { step, total }),
  };

  const create = async (values: CaseFormValues) => {
    const body = { ...toCaseBody(values, (id) => clients.people.find((c) => c.id === id)?.fullNameEn ?? undefined), ...(fileId ? { fileId } : {}) };
    let created: { id: number | string };
    let gate: Awaited<ReturnType<typeof conflicts.check>>;
    try {
      // the opponents against the firm's clients and other cases' opponents, and the case's clients
      // against the opponents of the firm's other cases; a match needs a reason to go ahead
      const clientIds = (body.plaintiffs as { clientId?: number | null }[]).map((p) => p.clientId).filter((id): id is number => typeof id === 'number');
      gate = await conflicts.check(body.defendants.map((d: { name: string }) => d.name), clientIds.length ? { clientIds } : {});
      if (gate === null) return;
      created = (await dataProvider.create('cases', { data: body })).data;
    } catch (error) {
      // the server's reason in the page's language, else the generic wording
      const reason = error instanceof Error && error.message ? error.message : w.wizard.createFailed;
      toast({ type: 'error', title: 'app.msg.common.error', message: reason });
      throw error;
    }
    // the case exists: a reason that could not be recorded is said so, never as a failed creation
    if (gate !== 'clear') await recordOverride('case', created.id, gate);
    toast({ type: 'success', title: 'app.msg.common.success', message: w.wizard.created });
    void refresh();
    // on the new case, not back on the list
    navigate(`/lawyer/cases/${created.id}`);
  };

  return (
    <>
      <Title title={w.wizard.title} />
      <BackLink to="/lawyer/cases" label={w.wizard.backToCases} />
      <Card variant="outlined" sx={{ maxWidth: 960 }}>
        <CardContent>
          {/* react-admin's repeatable rows want a resource around them */}
          <ResourceContextProvider value={CASES}>
            <WizardForm<CaseFormValues> steps={steps} defaultValues={defaults} onSubmit={create} fieldOfServer={formFieldOf} labels={labels} />
          </ResourceContextProvider>
        </CardContent>
      </Card>
      {conflicts.dialog}
    </>
  );
};
