import { useEffect, useState } from 'react';
import { Box, Typography } from '@mui/material';
import defaultLogo from '../assets/default-logo.svg';

/**
 * Firm logo and name as given; the default logo when there is none or it fails to load. Without
 * react-admin, so the login page (drawn before the portal is loaded) shows it too.
 */
export const FirmBrandView = ({ firmName, logoPath, caption }: { firmName: string; logoPath?: string | null; caption?: string }) => {
  const [logoFailed, setLogoFailed] = useState(false);
  useEffect(() => setLogoFailed(false), [logoPath]);
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
        {/* the whole name, on as many lines as it takes (never cut to 'Al Noor Advocate…') */}
        <Typography sx={{ fontWeight: 700, lineHeight: 1.3, overflowWrap: 'break-word' }} variant="subtitle1" data-testid="firm-name">
          {firmName}
        </Typography>
        {caption && (
          <Typography variant="caption" color="text.secondary" component="p">
            {caption}
          </Typography>
        )}
      </Box>
    </Box>
  );
};
