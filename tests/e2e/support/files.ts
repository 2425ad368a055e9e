import type { Page } from 'playwright-core';
import { pdfText } from '../../support/pdfText.js';

/** Small valid files to upload through the console's file inputs. */
export const pdfFile = (name: string) => ({ name, mimeType: 'application/pdf', buffer: Buffer.from(`%PDF-1.4\n% ${name}\n%%EOF\n`) });
export const pngFile = (name: string) => ({
  name,
  mimeType: 'image/png',
  buffer: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64'),
});

/** What a click downloads: its suggested name and bytes. */
export async function download(page: Page, click: () => Promise<unknown>): Promise<{ name: string; body: Buffer }> {
  const [file] = await Promise.all([page.waitForEvent('download'), click()]);
  const path = await file.path();
  const { readFileSync } = await import('node:fs');
  return { name: file.suggestedFilename(), body: readFileSync(path) };
}

/** The text of the PDF a click downloads (rows as pdfmake laid them out). */
export async function downloadedPdfText(page: Page, click: () => Promise<unknown>): Promise<string> {
  const { body } = await download(page, click);
  if (body.subarray(0, 5).toString() !== '%PDF-') throw new Error('the download is not a PDF');
  return pdfText(body);
}
