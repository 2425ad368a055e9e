import { Box, Typography } from '@mui/material';
import { SelectInput, TextInput, required } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { RepeatableItems } from '../../../components/forms/RepeatableItems';
import { useCasesWording } from '../i18n';
import { useLawyers, type useClients } from '../lookups';

export const partiesFields = ['clients', 'opponents', 'lawyers'];

const clientRequired = required('app.msg.validation.atLeastOneClient');
const lawyerRequired = required('app.msg.validation.atLeastOneLawyer');
const roleRequired = required('app.msg.validation.roleRequired');
const fullNameRequired = required('app.msg.validation.fullNameRequired');

/**
 * Step 3: our clients (plaintiffs, at least one, each with a role), the opponents (defendants,
 * optional) and the responsible lawyers (at least one). The first client and lawyer rows stay.
 * The clients come from the wizard, which also names the plaintiffs from them.
 */
export const PartiesStep = ({ clients }: { clients: ReturnType<typeof useClients> }) => {
  const w = useCasesWording();
  const lawyers = useLawyers();
  const opponents = useWatch({ name: 'opponents' }) as unknown[] | undefined;
  return (
    <>
      <RepeatableItems source="clients" label={w.wizard.clients} addLabel={w.wizard.addClient} emptyItem={{ clientId: null, role: '' }} keepFirst inline>
        <SelectInput source="clientId" label={w.fields.client} choices={clients.choices} isPending={clients.isPending} validate={clientRequired} sx={{ minWidth: 260 }} />
        <TextInput source="role" label={w.fields.role} validate={roleRequired} sx={{ minWidth: 200 }} />
      </RepeatableItems>
      <Box sx={{ position: 'relative' }}>
        <RepeatableItems source="opponents" label={w.wizard.opponents} addLabel={w.wizard.addOpponent} emptyItem={{ fullName: '', role: '', contactInfo: '' }} inline>
          <TextInput source="fullName" label={w.fields.fullName} validate={fullNameRequired} sx={{ minWidth: 220 }} />
          <TextInput source="role" label={w.fields.role} validate={roleRequired} sx={{ minWidth: 160 }} />
          <TextInput source="contactInfo" label={w.fields.contactInfo} sx={{ minWidth: 220 }} />
        </RepeatableItems>
        {!opponents?.length && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: -1, mb: 1 }}>
            {w.wizard.noOpponents}
          </Typography>
        )}
      </Box>
      <RepeatableItems source="lawyers" label={w.wizard.lawyers} addLabel={w.wizard.addLawyer} emptyItem={{ lawyerId: null }} keepFirst inline>
        <SelectInput source="lawyerId" label={w.fields.lawyer} choices={lawyers.choices} isPending={lawyers.isPending} validate={lawyerRequired} sx={{ minWidth: 260 }} />
      </RepeatableItems>
    </>
  );
};
