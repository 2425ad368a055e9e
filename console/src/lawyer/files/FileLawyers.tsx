import { List, ListItem, ListItemIcon, ListItemText } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useLocalized } from '../../components/display/localized';
import { SectionCard } from '../../components/display/SectionCard';
import { fileKey } from './i18n';
import { RoleDot } from './LawyerAssignmentInput';
import type { FileAnswer } from '@lawfirm/contracts';

/** 'Responsible Lawyers': name and role of each lawyer of the file (shown only when there are some). */
export const FileLawyers = ({ lawyers }: { lawyers: FileAnswer['responsibleLawyers'] }) => {
  const translate = useTranslate();
  const localized = useLocalized();
  if (lawyers.length === 0) return null;
  return (
    <SectionCard title={fileKey('detail.lawyers')}>
      <List dense disablePadding>
        {lawyers.map((lawyer) => (
          <ListItem key={lawyer.id} disableGutters>
            <ListItemIcon sx={{ minWidth: 24 }}>
              <RoleDot role={lawyer.role} />
            </ListItemIcon>
            <ListItemText primary={localized(lawyer, 'name') || lawyer.name} secondary={translate(fileKey(`lawyers.roles.${lawyer.role}`))} />
          </ListItem>
        ))}
      </List>
    </SectionCard>
  );
};
