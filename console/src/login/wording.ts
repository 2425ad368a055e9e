import { screenMessages as messages, type ScreenMessageKey as MessageKey } from '@lawfirm/contracts/screenMessages.ts';
import type { Language } from '../i18n/language';
import { ui } from '../i18n/ui';

/**
 * The login screen's wording, straight from the catalogues the portal uses (ui.login, the shared
 * messages), without the portal's translation machinery: the screen is drawn before it loads.
 */
export const loginWording = (language: Language) => {
  const pick = (pair: { en: string; ar: string }) => pair[language];
  return {
    ...(Object.fromEntries(Object.entries(ui.login).map(([key, pair]) => [key, pick(pair)])) as Record<keyof typeof ui.login, string>),
    languageLabel: pick(ui.language.label),
    defaultFirmName: pick(ui.layout.defaultFirmName),
    message: (key: MessageKey) => pick(messages[key]),
  };
};
