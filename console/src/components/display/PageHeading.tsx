import { Box, Typography } from '@mui/material';
import { Title } from 'react-admin';

/** A page's title (also in the app bar) as its one h1, with a line saying what the page is for. */
export const PageHeading = ({ title, subtitle }: { title: string; subtitle: string }) => (
  <Box>
    <Title title={title} />
    <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>
      {title}
    </Typography>
    <Typography variant="body2" color="text.secondary">
      {subtitle}
    </Typography>
  </Box>
);
