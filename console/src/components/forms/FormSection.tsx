import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

interface FormSectionProps {
  /** translation key of the heading */
  title?: string;
  children: ReactNode;
  /** inputs per row on wide screens */
  columns?: 1 | 2;
}

/** A titled group of inputs in a form, laid out in a grid (one column on small screens). */
export const FormSection = ({ title, children, columns = 2 }: FormSectionProps) => {
  const translate = useTranslate();
  return (
    <Box component="section" sx={{ width: '100%', mb: 1 }}>
      {title && (
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1, pb: 0.5, borderBottom: 1, borderColor: 'divider' }}>
          {translate(title)}
        </Typography>
      )}
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: columns === 2 ? '1fr 1fr' : '1fr' }, columnGap: 2, alignItems: 'start' }}>
        {children}
      </Box>
    </Box>
  );
};
