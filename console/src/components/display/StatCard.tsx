import type { ReactNode } from 'react';
import { Box, Card, CardContent, Typography } from '@mui/material';

interface StatCardProps {
  title: ReactNode;
  value: ReactNode;
  icon: ReactNode;
  /** trend or note under the value: '+12%' shows green, '-3' red, anything else grey */
  change?: string;
  /** the change's colour when its words carry no sign: up green, down red, flat grey */
  tone?: 'up' | 'down' | 'flat';
}

const toneColor = { up: 'success.main', down: 'error.main', flat: 'text.secondary' } as const;

export const changeColor = (change: string): 'success.main' | 'error.main' | 'text.secondary' => {
  const text = change.trim();
  if (text.startsWith('+')) return 'success.main';
  if (text.startsWith('-') || text.startsWith('\u2212')) return 'error.main';
  return 'text.secondary';
};

/** A statistic: title, value, icon and a change text coloured by its sign (spec: admin dashboard). */
export const StatCard = ({ title, value, icon, change, tone }: StatCardProps) => (
  <Card variant="outlined" sx={{ height: '100%' }}>
    <CardContent sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 2 }}>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" color="text.secondary" gutterBottom>
          {title}
        </Typography>
        <Typography sx={{ fontWeight: 600 }} variant="h4" component="p">
          {value}
        </Typography>
        {change && (
          <Typography variant="body2" sx={{ color: tone ? toneColor[tone] : changeColor(change), mt: 0.5 }} data-testid="stat-change">
            {/* isolated so a leading sign stays in front of its number in right-to-left pages */}
            <bdi>{change}</bdi>
          </Typography>
        )}
      </Box>
      <Box sx={{ color: 'primary.main', bgcolor: 'action.hover', borderRadius: 2, p: 1.25, display: 'flex' }}>{icon}</Box>
    </CardContent>
  </Card>
);
