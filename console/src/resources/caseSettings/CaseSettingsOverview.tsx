import { Card, Link, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { Title, useGetList, useTranslate } from 'react-admin';
import { CountBadge } from '../../components/lists/CountBadge';
import type { SettingsModule } from './types';
import { CASE_SETTINGS, moduleResource } from './wording';

const key = (name: string) => `resources.${CASE_SETTINGS}.${name}`;

/** One module: name, description, its real item count, and a Manage link. */
const ModuleRow = ({ module }: { module: Pick<SettingsModule, 'slug'> }) => {
  const translate = useTranslate();
  const resource = moduleResource(module.slug);
  const { total } = useGetList(resource, { pagination: { page: 1, perPage: 1 } });
  const name = translate(`resources.${resource}.name`, { smart_count: 2 });
  return (
    <TableRow hover>
      <TableCell>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {name}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {translate(`resources.${resource}.description`)}
        </Typography>
      </TableCell>
      <TableCell>
        <CountBadge count={total} label={total === undefined ? undefined : translate(key('itemCount'), { smart_count: total })} />
      </TableCell>
      <TableCell align="right">
        <Link component={RouterLink} to={`/${resource}`} aria-label={`${translate(key('manage'))} ${name}`} underline="hover" sx={{ fontWeight: 600 }}>
          {translate(key('manage'))}
        </Link>
      </TableCell>
    </TableRow>
  );
};

/** /settings/case-settings: the modules of reference data, each with its count and a Manage link. */
export const CaseSettingsOverview = ({ modules }: { modules: Pick<SettingsModule, 'slug'>[] }) => {
  const translate = useTranslate();
  return (
    <Card variant="outlined">
      <Title title={key('title')} />
      <Typography color="text.secondary" sx={{ px: 2, pt: 2 }}>
        {translate(key('intro'))}
      </Typography>
      <Table aria-label={translate(key('title'))}>
        <TableHead>
          <TableRow>
            <TableCell>{translate(key('fields.module'))}</TableCell>
            <TableCell>{translate(key('fields.items'))}</TableCell>
            <TableCell align="right">{translate('app.common.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {modules.map((module) => (
            <ModuleRow key={module.slug} module={module} />
          ))}
        </TableBody>
      </Table>
    </Card>
  );
};
