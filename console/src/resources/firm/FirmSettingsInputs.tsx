import { Typography } from '@mui/material';
import { TextInput, useTranslate } from 'react-admin';
import { BilingualInputs } from '../../components/forms/BilingualInputs';
import { FormSection } from '../../components/forms/FormSection';
import { ImageUploadInput } from '../../components/forms/ImageUploadInput';
import { ltrText } from '../../components/display/textDirection';
import { requiredField, validEmail, validPhone } from '../../components/forms/validation';
import { validTrn } from '../../components/forms/validTrn';

/** What the server accepts as a logo (it judges the content again), 2 MB at most. */
const LOGO_TYPES = {
  'image/png': ['.png'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/svg+xml': ['.svg'],
  'image/gif': ['.gif'],
  'image/webp': ['.webp'],
};
const LOGO_MAX_BYTES = 2 * 1024 * 1024;

export const FirmSettingsInputs = ({ logoPath }: { logoPath?: string | null }) => (
  <>
    <FormSection title="resources.settings/firm.sections.logo" columns={1}>
      <ImageUploadInput
        source="logo"
        accept={LOGO_TYPES}
        maxBytes={LOGO_MAX_BYTES}
        hint="resources.settings/firm.logoHint"
        tooLarge="app.msg.settings.logoTooLarge"
        wrongType="app.msg.settings.logoNotImage"
        currentSrc={logoPath}
        currentLabel="resources.settings/firm.currentLogo"
      />
    </FormSection>
    <FormSection title="resources.settings/firm.sections.basic" columns={1}>
      <BilingualInputs source="name" validate={requiredField} />
    </FormSection>
    <FormSection title="resources.settings/firm.sections.contact">
      <TextInput source="phone" validate={[requiredField, validPhone]} fullWidth slotProps={ltrText} />
      <TextInput source="email" validate={[requiredField, validEmail]} fullWidth slotProps={ltrText} />
      <TextInput source="website" fullWidth slotProps={ltrText} />
      <TextInput source="fax" fullWidth slotProps={ltrText} />
    </FormSection>
    <FormSection title="resources.settings/firm.sections.legal">
      {/* the spec's tax number under its UAE name: one field, saved as `trn` */}
      <TextInput source="trn" validate={validTrn} fullWidth slotProps={ltrText} />
      <TextInput source="licenseNumber" fullWidth slotProps={ltrText} />
    </FormSection>
    <FormSection title="resources.settings/firm.sections.address" columns={1}>
      <BilingualInputs source="address" validate={requiredField} multiline />
    </FormSection>
    <FormSection title="resources.settings/firm.sections.billingAddress" columns={1}>
      <BillingAddressHint />
      <BilingualInputs source="billingAddress" multiline />
    </FormSection>
  </>
);

const BillingAddressHint = () => (
  <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
    {useTranslate()('resources.settings/firm.billingAddressHint')}
  </Typography>
);
