import { useLocaleState, useTranslate } from 'react-admin';
import { FirmBrandView } from './FirmBrandView';
import { useFirmSettings } from './useFirmSettings';

/**
 * Firm logo and name from the settings, by language. Falls back to the default logo and name
 * when the settings have none, fail to load, or the logo image fails to load.
 */
export const FirmBrand = ({ caption }: { caption?: string }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { data } = useFirmSettings();
  const firmName = (locale === 'ar' ? data?.nameAr : data?.nameEn) || translate('app.layout.defaultFirmName');
  return <FirmBrandView firmName={firmName} logoPath={data?.logoPath || null} caption={caption && translate(caption)} />;
};
