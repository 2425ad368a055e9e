import type { ResourceDefinition } from '../types';
import { NEWS, newsI18n } from './i18n';
import { lazyScreen } from '../../lazyScreen';

const NewsList = lazyScreen(() => import('./NewsList'), 'NewsList');

/** News articles, /management/news over /api/news (featured image as multipart `image`). */
export const news: ResourceDefinition = {
  name: NEWS,
  apiPath: 'news',
  list: NewsList,
  recordRepresentation: 'titleEn',
  i18n: newsI18n,
};
