import type { Locator, Page } from 'playwright-core';
import { optionsOf as optionsIn } from './support/fields.js';
import { signIn as signInThrough, type Account } from './support/session.js';
import type { Lang } from './support/wording.js';

/** What the browser suites share (tests/e2e/support/): one of each, imported from here. */
export { launchBrowser, openPage, shareBrowserWrites, DESKTOP, REDUCED_MOTION } from './support/browser.js';
export { signedInPage, forgetSignIns, bearer, type Account } from './support/session.js';
export { escapeText, input, select, datePicker, typeDate, choose, directionOf } from './support/fields.js';
export { toast, expectToast, dismissToast } from './support/toast.js';
export { shot, screenshots } from './support/shot.js';
export { pdfFile, pngFile, download, downloadedPdfText } from './support/files.js';
export { say, sayCount, rowButton, LANGS, type Lang } from './support/wording.js';
export { raWording } from './support/raWording.js';
export { firmDay, firmWorkingDay, FIRM_TIME_ZONE } from './support/days.js';
export { UI_TIMEOUT } from './support/timeouts.js';

/** Signs in through the login page (the submit button's label comes from the catalogue). */
export const signIn = (page: Page, lang: Lang, account: Account, _submitLabel?: string, open?: (p: Page) => Promise<unknown>) =>
  signInThrough(page, lang, account, open);
/** The choices a select offers, closing it again. */
export const optionsOf = (_page: Page, scope: Page | Locator, label: string) => optionsIn(scope, label);
