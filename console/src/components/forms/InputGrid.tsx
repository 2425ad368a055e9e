import type { ReactNode } from 'react';
import { Box } from '@mui/material';

/** Inputs two by two (one column on narrow screens): English / Arabic pairs, phone / email... */
export const InputGrid = ({ children }: { children: ReactNode }) => (
  <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2, width: '100%' }}>{children}</Box>
);
