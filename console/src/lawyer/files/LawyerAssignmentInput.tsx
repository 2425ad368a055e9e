import { useState } from 'react';
import { Box, Button, IconButton, List, ListItem, ListItemText, ListSubheader, Menu, MenuItem, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/PersonAdd';
import CloseIcon from '@mui/icons-material/Close';
import { useInput, useTranslate } from 'react-admin';
import { useLocalized } from '../../components/display/localized';
import { SectionCard } from '../../components/display/SectionCard';
import type { AssignedLawyer } from './filePayload';
import { fileKey } from './i18n';
import { useLawyers } from './useFileLookups';
import { lawyerRoleValues, roleColors, type LawyerRole } from './vocabulary';

/** A small coloured dot telling the role (responsible / supervisor). */
export const RoleDot = ({ role }: { role: LawyerRole }) => (
  <Box component="span" aria-hidden sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: roleColors[role] ?? 'grey.500', display: 'inline-block', flexShrink: 0 }} />
);

/**
 * The 'Lawyer Assignment' card of the file forms (`responsibleLawyers`): the assigned lawyers,
 * each with its role and a remove button, and an 'Add Lawyer' menu offering every lawyer as
 * responsible or supervisor. A lawyer is assigned once: assigned ones are disabled in the menu.
 */
export const LawyerAssignmentInput = () => {
  const translate = useTranslate();
  const localized = useLocalized();
  const lawyers = useLawyers();
  const { field } = useInput<AssignedLawyer[]>({ source: 'responsibleLawyers', defaultValue: [] });
  const assigned: (AssignedLawyer & { nameEn?: string; nameAr?: string })[] = field.value ?? [];
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);

  const nameOf = (lawyer: AssignedLawyer & { nameEn?: string; nameAr?: string }) => {
    const known = lawyers.data.find((l) => l.id === lawyer.id);
    return known ? localized(known, 'fullName') : localized(lawyer, 'name');
  };
  const roleLabel = (role: LawyerRole) => translate(fileKey(`lawyers.roles.${role}`));
  const add = (id: number, role: LawyerRole) => {
    field.onChange([...assigned, { id, role }]);
    setMenuAnchor(null);
  };
  const remove = (id: number) => field.onChange(assigned.filter((l) => l.id !== id));

  return (
    <SectionCard
      title={fileKey('lawyers.title')}
      action={
        <Button startIcon={<AddIcon />} onClick={(event) => setMenuAnchor(event.currentTarget)} disabled={lawyers.isPending} aria-haspopup="menu">
          {translate(fileKey('lawyers.add'))}
        </Button>
      }
    >
      {assigned.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate(fileKey('lawyers.none'))}
        </Typography>
      ) : (
        <List dense disablePadding aria-label={translate(fileKey('lawyers.title'))}>
          {assigned.map((lawyer) => (
            <ListItem
              key={lawyer.id}
              disableGutters
              secondaryAction={
                <IconButton edge="end" size="small" aria-label={translate(fileKey('lawyers.remove'), { name: nameOf(lawyer) })} onClick={() => remove(lawyer.id)}>
                  <CloseIcon fontSize="small" />
                </IconButton>
              }
            >
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
                <RoleDot role={lawyer.role} />
                <ListItemText primary={nameOf(lawyer)} secondary={roleLabel(lawyer.role)} />
              </Box>
            </ListItem>
          ))}
        </List>
      )}
      <Menu anchorEl={menuAnchor} open={Boolean(menuAnchor)} onClose={() => setMenuAnchor(null)}>
        {lawyerRoleValues.flatMap((role) => [
          <ListSubheader key={`${role}-header`} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <RoleDot role={role} />
            {roleLabel(role)}
          </ListSubheader>,
          ...lawyers.data.map((lawyer) => (
            <MenuItem key={`${role}-${lawyer.id}`} disabled={assigned.some((a) => a.id === lawyer.id)} onClick={() => add(lawyer.id, role)}>
              <ListItemText primary={localized(lawyer, 'fullName')} secondary={translate(fileKey('lawyers.as'), { role: roleLabel(role) })} />
            </MenuItem>
          )),
        ])}
      </Menu>
    </SectionCard>
  );
};
