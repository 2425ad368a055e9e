import { Alert, Card } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { HttpError, Loading, SaveButton, SimpleForm, Title, Toolbar, useDataProvider } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { InvalidFormToast } from '../../components/forms/InvalidFormToast';
import { errorDetail, useToast } from '../../components/messages/useToast';
import type { AppDataProvider } from '../../providers/dataProvider';
import { FirmSettingsInputs } from './FirmSettingsInputs';
import { ExpenseTreatments } from './ExpenseTreatments';

const QUERY_KEY = ['law-firm-settings'];

/**
 * The firm's profile (one record, no list): GET and POST /api/admin/law-firm-settings, multipart
 * with the logo. A save refreshes the sidebar's name and logo.
 */
export const FirmSettingsPage = () => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const toast = useToast();
  const { data, isPending, error } = useQuery({ queryKey: QUERY_KEY, queryFn: () => dataProvider.getLawFirmSettings() });

  // the spec's taxNumber is edited as `trn` (one value, two names): sent under one name only
  const save = async ({ logo, taxNumber: _taxNumber, ...fields }: FieldValues) => {
    try {
      const saved = await dataProvider.updateLawFirmSettings(logo?.rawFile ? { ...fields, logo } : fields);
      queryClient.setQueryData(QUERY_KEY, saved);
      await queryClient.invalidateQueries({ queryKey: ['firm-settings'] });
      toast({ type: 'success', title: 'app.msg.common.success', message: 'app.msg.settings.updated' });
    } catch (failure) {
      toast({ type: 'error', title: 'app.msg.common.error', message: 'app.msg.settings.updateFailed', detail: errorDetail(failure) });
      // the server's field errors land on the inputs
      return failure instanceof HttpError ? failure.body?.errors : undefined;
    }
  };

  return (
    <>
      <Title title="resources.settings/firm.title" />
      {isPending ? (
        <Loading />
      ) : error ? (
        <Alert severity="error">{error.message}</Alert>
      ) : (
        <Card variant="outlined" sx={{ maxWidth: 960 }}>
          <SimpleForm
            record={{ ...data, trn: data.trn ?? data.taxNumber }}
            onSubmit={save}
            disableInvalidFormNotification
            noValidate
            toolbar={
              <Toolbar>
                <InvalidFormToast required="app.msg.validation.fillRequired" />
                <SaveButton alwaysEnable />
              </Toolbar>
            }
          >
            <FirmSettingsInputs logoPath={data.logoPath} />
          </SimpleForm>
        </Card>
      )}
      <ExpenseTreatments />
    </>
  );
};
