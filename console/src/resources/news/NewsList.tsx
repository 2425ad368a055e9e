import { Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { DataTable } from '../../components/lists/DataTable';
import { excerpt } from '../../components/display/excerpt';
import { LocalDateField } from '../../components/display/LocalDateField';
import { useLocalized, useLocalizedSource } from '../../components/display/localized';
import { ReferenceNameField } from '../../components/display/ReferenceNameField';
import { resourceCrudMessages } from '../../components/messages/resourceCrudMessages';
import { StatusBadge, type BadgeStyle } from '../../components/lists/StatusBadge';
import { keepUpload, pipe } from '../../components/forms/transforms';
import { NEWS } from './i18n';
import { NewsInputs, withoutDerivedImageUrl } from './NewsInputs';
import { PublishButton } from './PublishButton';

const messages = resourceCrudMessages(NEWS);
const dialog = { maxWidth: 'md' as const, transform: pipe(keepUpload('image'), withoutDerivedImageUrl) };
const PREVIEW_LENGTH = 100;

const publishedStyles: Record<string, BadgeStyle> = {
  true: { label: `resources.${NEWS}.statuses.published`, color: 'success' },
  false: { label: `resources.${NEWS}.statuses.draft`, color: 'default' },
};

/** The title in the current language over the first 100 characters of the content. */
const TitleWithPreview = () => {
  const record = useRecordContext();
  const localized = useLocalized();
  return (
    <>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {localized(record, 'title')}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ maxWidth: 520 }}>
        {excerpt(localized(record, 'content'), PREVIEW_LENGTH)}
      </Typography>
    </>
  );
};

export const NewsList = () => (
  <DataTable messages={messages} form={<NewsInputs />} dialog={dialog} rowActions={<PublishButton />} rowLabel="title" sort={{ field: 'createdAt', order: 'DESC' }}>
    <DataTable.Col source={useLocalizedSource('title')} label={`resources.${NEWS}.fields.title`}>
      <TitleWithPreview />
    </DataTable.Col>
    <DataTable.Col source="authorId">
      <ReferenceNameField source="authorId" reference="users" name="fullName" />
    </DataTable.Col>
    <DataTable.Col source="isPublished" label={`resources.${NEWS}.fields.status`}>
      <StatusBadge source="isPublished" styles={publishedStyles} />
    </DataTable.Col>
    <DataTable.Col source="createdAt">
      <LocalDateField source="createdAt" />
    </DataTable.Col>
  </DataTable>
);
