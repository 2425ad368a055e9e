import { Box, Button, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { Title, useTranslate } from 'react-admin';

/** Any unknown route (spec section 2): '404 Page Not Found'. */
export const NotFound = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', py: 8 }}>
      <Title title="app.notFound.title" />
      <Typography sx={{ fontWeight: 700 }} variant="h4" component="h1" gutterBottom>
        {translate('app.notFound.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {translate('app.notFound.text')}
      </Typography>
      <Button component={Link} to="/" variant="contained">
        {translate('app.notFound.home')}
      </Button>
    </Box>
  );
};
