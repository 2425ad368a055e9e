import { Box, Checkbox, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useInput, useTranslate } from 'react-admin';
import {
  can,
  moduleActions,
  permissionActions,
  permissionModules,
  type PermissionAction,
  type PermissionModule,
  type Permissions,
} from '@lawfirm/contracts/permissions.ts';
import { getSessionUser } from '../../auth/session';
import { ROLES } from './i18n';

const label = (path: string) => `resources.${ROLES}.matrix.${path}`;

/** The roles matrix: modules (rows) against actions (columns), kept as `{ module: [actions] }`. */
export const PermissionsMatrixInput = ({ source = 'permissions' }: { source?: string }) => {
  const translate = useTranslate();
  const { field } = useInput({ source, defaultValue: {} });
  const granted = (field.value ?? {}) as Permissions;
  const user = getSessionUser();
  const mayGrant = (module: PermissionModule, action: PermissionAction) =>
    !!user && can({ ...user, permissions: user.permissions as Permissions }, module, action);
  const toggle = (module: PermissionModule, action: PermissionAction, on: boolean) => {
    const actions = new Set(granted[module] ?? []);
    if (on) actions.add(action);
    else actions.delete(action);
    // keep the actions in the matrix's order, and leave modules without any out
    const next = { ...granted, [module]: permissionActions.filter((a) => actions.has(a)) };
    field.onChange(Object.fromEntries(Object.entries(next).filter(([, list]) => list.length > 0)));
  };

  return (
    // eight columns: on a narrow screen the table scrolls sideways inside the dialog, the dialog does not
    <Box sx={{ width: '100%', mt: 1, overflowX: 'auto' }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 0.5 }}>
        {translate(`resources.${ROLES}.fields.permissions`)}
      </Typography>
      <Table size="small" aria-label={translate(`resources.${ROLES}.fields.permissions`)}>
        <TableHead>
          <TableRow>
            <TableCell>{translate(label('module'))}</TableCell>
            {permissionActions.map((action) => (
              <TableCell key={action} align="center" sx={{ width: '10%' }}>
                {translate(label(`actions.${action}`))}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {permissionModules.map((module) => {
            const moduleName = translate(label(`modules.${module}`));
            return (
              <TableRow key={module} hover>
                <TableCell component="th" scope="row">
                  {moduleName}
                </TableCell>
                {permissionActions.map((action) => (
                  <TableCell key={action} align="center" padding="checkbox">
                    {!moduleActions[module].includes(action) ? (
                      <Typography component="span" color="text.disabled" aria-label={translate(label('notOffered'))} title={translate(label('notOffered'))}>
                        –
                      </Typography>
                    ) : (
                      <Checkbox
                        size="small"
                        checked={granted[module]?.includes(action) ?? false}
                        // a role grants only what its author holds (the server refuses the rest)
                        disabled={!mayGrant(module, action)}
                        onChange={(event) => toggle(module, action, event.target.checked)}
                        slotProps={{ input: { 'aria-label': `${moduleName}: ${translate(label(`actions.${action}`))}` } }}
                      />
                    )}
                  </TableCell>
                ))}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </Box>
  );
};
