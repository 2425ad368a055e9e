import { choicesOf } from '../../components/forms/choices';
import { categories, dataTypes } from './i18n';

export const categoryChoices = choicesOf(Object.keys(categories), 'resources.settings/system-settings.categories');
export const dataTypeChoices = choicesOf(Object.keys(dataTypes), 'resources.settings/system-settings.dataTypes');
