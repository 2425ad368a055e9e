import { HttpError } from 'react-admin';
import { localizeHttpError, minPositionHeader } from '../../api/http';
import { getToken } from '../../auth/session';
import { getLanguage } from '../../i18n/language';

/**
 * Files behind the API's bearer authentication (client agreements, employee documents) cannot be
 * opened with a plain link: they are fetched with the token and shown through an object URL.
 */
export async function fetchProtectedFile(url: string): Promise<Blob> {
  const token = getToken();
  const response = await fetch(url, {
    credentials: 'include',
    // a file just uploaded or a report just rendered is there once the read models show it
    headers: { ...minPositionHeader(), ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  });
  // the status tells a refusal by the server from a failed connection; the text is the server's
  // reason in the user's language, never the HTTP status line
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => undefined);
    throw localizeHttpError(new HttpError(response.statusText, response.status, body), getLanguage());
  }
  return response.blob();
}

// Object URLs stay valid long enough for the opened tab or the download to read them.
const releaseLater = (objectUrl: string) => setTimeout(() => URL.revokeObjectURL(objectUrl), 5 * 60_000);

/**
 * Opens the file in a new tab. The tab is opened before the download starts, while the click
 * still counts as a user gesture (popup blockers refuse windows opened after an await).
 */
export async function openProtectedFile(url: string, filename: string): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const objectUrl = URL.createObjectURL(await fetchProtectedFile(url));
    releaseLater(objectUrl);
    if (tab) tab.location.href = objectUrl;
    else saveObjectUrl(objectUrl, filename);
  } catch (error) {
    tab?.close();
    throw error;
  }
}

/** Saves the file under its name (browser download). */
export async function downloadProtectedFile(url: string, filename: string): Promise<void> {
  const objectUrl = URL.createObjectURL(await fetchProtectedFile(url));
  releaseLater(objectUrl);
  saveObjectUrl(objectUrl, filename);
}

function saveObjectUrl(objectUrl: string, filename: string) {
  const anchor = document.createElement('a');
  anchor.href = objectUrl;
  anchor.download = filename;
  anchor.rel = 'noopener';
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
}

/**
 * Delivers a file fetched some other way (a generated report): shown in `tab`, a window opened
 * during the click, when there is one; otherwise saved under its name.
 */
export function deliverBlob(blob: Blob, filename: string, tab?: Window | null): void {
  const objectUrl = URL.createObjectURL(blob);
  releaseLater(objectUrl);
  if (tab && !tab.closed) tab.location.href = objectUrl;
  else saveObjectUrl(objectUrl, filename);
}
