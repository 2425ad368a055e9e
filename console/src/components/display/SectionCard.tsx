import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader } from '@mui/material';
import { useTranslate } from 'react-admin';

interface SectionCardProps {
  /** translation key of the heading */
  title: string;
  /** controls at the end of the heading (an 'Add' button, an upload) */
  action?: ReactNode;
  children: ReactNode;
}

/** A titled card grouping one part of a page or form ('File Information', 'Lawyer Assignment'). */
export const SectionCard = ({ title, action, children }: SectionCardProps) => {
  const translate = useTranslate();
  const heading = translate(title, { _: title });
  return (
    <Card variant="outlined" component="section" aria-label={heading} sx={{ width: '100%' }}>
      <CardHeader
        title={heading}
        action={action}
        slotProps={{ title: { variant: 'subtitle1', component: 'h2', sx: { fontWeight: 600 } }, action: { sx: { alignSelf: 'center', m: 0 } } }}
        sx={{ flexWrap: 'wrap', gap: 1 }}
      />
      <CardContent sx={{ pt: 0 }}>{children}</CardContent>
    </Card>
  );
};
