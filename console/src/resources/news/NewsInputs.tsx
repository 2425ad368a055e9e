import { BooleanInput, required, useRecordContext } from 'react-admin';
import { getSessionUser } from '../../auth/session';
import { BilingualInputs } from '../../components/forms/BilingualInputs';
import { ImageUploadInput } from '../../components/forms/ImageUploadInput';
import { ReferenceSelectInput } from '../../components/forms/ReferenceSelectInput';
import { NEWS } from './i18n';

const titleRequired = { en: required('app.msg.validation.englishTitleRequired'), ar: required('app.msg.validation.arabicTitleRequired') };
const contentRequired = { en: required('app.msg.validation.englishContentRequired'), ar: required('app.msg.validation.arabicContentRequired') };
const authorRequired = required('app.msg.validation.authorRequired');

const FeaturedImage = () => {
  const record = useRecordContext();
  return (
    <ImageUploadInput
      source="image"
      accept={{ 'image/*': [] }}
      maxBytes={5 * 1024 * 1024}
      hint={`resources.${NEWS}.imageHint`}
      tooLarge="app.msg.validation.fileTooLarge"
      wrongType="app.msg.validation.imageFileType"
      currentSrc={record?.imageUrl as string | undefined}
      currentLabel={`resources.${NEWS}.currentImage`}
    />
  );
};

/** A news article: both languages' title and content, author (the signed-in admin by default), image. */
export const NewsInputs = () => (
  <>
    <BilingualInputs source="title" validate={titleRequired} autoFocus />
    <BilingualInputs source="content" validate={contentRequired} multiline />
    <ReferenceSelectInput source="authorId" reference="users" name="fullName" validate={authorRequired} defaultValue={getSessionUser()?.id} />
    <FeaturedImage />
    <BooleanInput source="isPublished" defaultValue={false} />
  </>
);

/**
 * The record answers `imageUrl` as the uploaded image's own address; sending that back would
 * store it as a typed URL. A URL typed elsewhere is kept.
 */
export const withoutDerivedImageUrl = (data: Record<string, unknown>) => {
  const { imageUrl, ...rest } = data;
  return typeof imageUrl === 'string' && imageUrl.startsWith('/api/news/') ? rest : data;
};
