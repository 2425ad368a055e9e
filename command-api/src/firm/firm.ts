import type { BlobRef } from '@lawfirm/platform';
import type { FirmSettingsInput } from '@lawfirm/contracts';
import type { Decider, DomainEvent } from '../framework/decider.js';

/** The firm's profile: one aggregate, stream `firm-profile`. */
export type FirmProfile = Omit<FirmSettingsInput, never>;

export interface FirmState {
  profile: Partial<FirmProfile>;
  logo: BlobRef | null;
  version: number;
}

export type FirmCommand = { type: 'UpdateFirmSettings'; profile: FirmProfile; logo?: BlobRef };

const profileFields = ['nameEn', 'nameAr', 'addressEn', 'addressAr', 'phone', 'email', 'website', 'fax', 'taxNumber', 'licenseNumber'] as const;

export const firmDecider: Decider<FirmState, FirmCommand> = {
  initialState: { profile: {}, logo: null, version: 0 },
  evolve(state, event, { revision }) {
    const base = { ...state, version: revision + 1 };
    if (event.type === 'FirmProfileRevised') return { ...base, profile: { ...state.profile, ...(event.data as Partial<FirmProfile>) } };
    if (event.type === 'FirmLogoChanged') return { ...base, logo: (event.data as { logo: BlobRef }).logo };
    return base;
  },
  decide(command, state): DomainEvent[] {
    const events: DomainEvent[] = [];
    const changed = Object.fromEntries(
      profileFields.filter((f) => (command.profile[f] ?? null) !== (state.profile[f] ?? null)).map((f) => [f, command.profile[f] ?? null]),
    );
    if (Object.keys(changed).length) events.push({ type: 'FirmProfileRevised', data: changed });
    if (command.logo && command.logo.sha256 !== state.logo?.sha256) events.push({ type: 'FirmLogoChanged', data: { logo: command.logo } });
    return events;
  },
};
