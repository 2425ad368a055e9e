import { type FirmEvent, FirmLogoChanged, FirmProfileRevised, type FirmSettings, type FirmSettingsInput } from '@lawfirm/contracts';
import type { BlobRef } from '@lawfirm/platform';
import { typedDecider } from '../framework/decider.js';

/** The firm's profile: one aggregate, stream `firm-profile` (contracts' FIRM_PROFILE_STREAM). */
export type FirmProfile = Omit<FirmSettingsInput, never>;

/** the profile as recorded: a field cleared is null */
type RecordedProfile = Partial<Omit<FirmSettings, 'logoPath' | 'trn'>>;

export interface FirmState {
  profile: RecordedProfile;
  logo: BlobRef | null;
  version: number;
}

export type FirmCommand = { type: 'UpdateFirmSettings'; profile: FirmProfile; logo?: BlobRef };

const profileFields = ['nameEn', 'nameAr', 'addressEn', 'addressAr', 'phone', 'email', 'website', 'fax', 'taxNumber', 'licenseNumber', 'billingAddressEn', 'billingAddressAr'] as const;

export const firmDecider = typedDecider<FirmState, FirmCommand, FirmEvent>({
  initialState: { profile: {}, logo: null, version: 0 },
  everyEvent: (state, { revision }) => ({ ...state, version: revision + 1 }),
  evolve: {
    FirmProfileRevised: (state, changed) => ({ ...state, profile: { ...state.profile, ...changed } }),
    FirmLogoChanged: (state, { logo }) => ({ ...state, logo }),
  },
  decide: {
    UpdateFirmSettings(command, state) {
      const events: FirmEvent[] = [];
      const changed: RecordedProfile = Object.fromEntries(
        profileFields.filter((f) => (command.profile[f] ?? null) !== (state.profile[f] ?? null)).map((f) => [f, command.profile[f] ?? null]),
      );
      if (Object.keys(changed).length) events.push(FirmProfileRevised.of(changed));
      if (command.logo && command.logo.sha256 !== state.logo?.sha256) events.push(FirmLogoChanged.of({ logo: command.logo }));
      return events;
    },
  },
});
