import type { ReactElement, ReactNode } from 'react';
import type { RaRecord, SortPayload } from 'react-admin';
import type { ResourceDialogOptions } from '../../components/forms/ResourceDialog';
import type { BilingualTree } from '../../i18n/bilingual';
import type { RowLabel } from '../../components/lists/rowActionName';

/** One case-settings module: everything its screen needs, given to the generic SettingsScreen. */
export interface SettingsModule {
  /** last segment of its route, /settings/case-settings/<slug> */
  slug: string;
  /** its catalog under /api/case-settings */
  api: string;
  /** `resources.<name>.*` (see settingsWording) */
  wording: BilingualTree;
  /** table columns before status and actions: `<DataTable.Col source="..." />` */
  columns: ReactNode;
  /** dialog inputs before the active toggle */
  inputs: ReactNode;
  sort: SortPayload;
  /** filters beside the search box (alwaysOn inputs) */
  filters?: ReactElement[];
  /** translation key of the delete question when it warns of more than the generic one */
  confirmDelete?: string;
  /** order of the rows when the server's single sort field cannot express it */
  rowOrder?: (a: RaRecord, b: RaRecord) => number;
  dialog?: Omit<ResourceDialogOptions, 'defaultValues'>;
  /** values of a new item besides the active flag */
  defaults?: Record<string, unknown>;
  /** items that are never deleted, only made inactive (time activities: entries name them): no delete button */
  withoutDelete?: boolean;
  /** items that are never switched off (holidays): no status column, no active toggle */
  withoutActiveFlag?: boolean;
  /** what names a row's record for its buttons ('Edit: Civil'): a bilingual pair's base, 'name' by default (`rowActionName`) */
  rowLabel?: RowLabel;
  /** shown above the list (the holidays screen's working week) */
  header?: ReactNode;
}

/** A module's screen: everything but its route and wording, loaded when the screen is first shown. */
export type SettingsModuleParts = Omit<SettingsModule, 'slug' | 'api' | 'wording'>;

/** What the console knows of a module from the start (its route, its wording for the catalogue). */
export interface SettingsModuleEntry extends Pick<SettingsModule, 'slug' | 'api' | 'wording'> {
  load: () => Promise<SettingsModuleParts>;
}
