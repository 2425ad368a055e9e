import { useEffect, useState } from 'react';
import { Box, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import defaultLogo from '../assets/default-logo.svg';
import { useFirmSettings } from './useFirmSettings';

/**
 * Firm logo and name from the settings, by language. Falls back to the default logo and name
 * when the settings have none, fail to load, or the logo image fails to load.
 */
export const FirmBrand = ({ caption }: { caption?: string }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { data } = useFirmSettings();
  const logoPath = data?.logoPath || null;
  const [logoFailed, setLogoFailed] = useState(false);
  useEffect(() => setLogoFailed(false), [logoPath]);

  const firmName = (locale === 'ar' ? data?.nameAr : data?.nameEn) || translate('app.layout.defaultFirmName');
  const logo = logoPath && !logoFailed ? logoPath : defaultLogo;

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
      <Box
        component="img"
        src={logo}
        alt=""
        onError={() => setLogoFailed(true)}
        sx={{ width: 44, height: 44, borderRadius: 1.5, objectFit: 'contain', flexShrink: 0 }}
        data-testid="firm-logo"
      />
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 700 }} variant="subtitle1" noWrap title={firmName} data-testid="firm-name">
          {firmName}
        </Typography>
        {caption && (
          <Typography variant="caption" color="text.secondary" noWrap component="p">
            {translate(caption)}
          </Typography>
        )}
      </Box>
    </Box>
  );
};
