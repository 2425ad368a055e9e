import { lazyScreen } from '../../lazyScreen';

/**
 * A RecordListCard's search box is a form (react-hook-form under react-admin's filters), in its own
 * chunk so that the cards of a first load (the lawyer's dashboard's) do not carry it. A screen with
 * a card that searches preloads it with its own chunk (`preload`), so the box shows with the screen.
 */
export const LazyRecordListSearch = lazyScreen(() => import('./RecordListSearch'), 'RecordListSearch');
