import type { BlobRef, BlobStore } from '../blobstore/types.js';
import type { ReadModelStore } from '../readstore/types.js';
import type { Lang, ReportDocument } from './document.js';

const MAX_LOGO_BYTES = 2 * 1024 * 1024;
const isPng = (b: Buffer) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
const isJpeg = (b: Buffer) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff;

/**
 * The firm's names (the document's language first) and logo for the page header of a report or
 * an audit export. The logo is used only when its bytes are PNG or JPEG (pdfmake draws no other
 * kind); an SVG logo, a missing or an oversized file leaves the header without one rather than
 * failing the document.
 */
export async function firmHeader(readStore: ReadModelStore, blobStore: BlobStore, lang: Lang): Promise<ReportDocument['firm']> {
  const s = await readStore.collection('firm_settings').findOne({ id: 1 });
  const [first, second] = lang === 'ar' ? [s?.nameAr, s?.nameEn] : [s?.nameEn, s?.nameAr];
  const names = [first, second].map((n) => String(n ?? '').trim()).filter(Boolean);
  return { names, logo: await logoBytes(blobStore, s?.logo as BlobRef | undefined) };
}

async function logoBytes(blobStore: BlobStore, ref: BlobRef | undefined): Promise<Uint8Array | null> {
  if (!ref?.id || ref.size > MAX_LOGO_BYTES) return null;
  try {
    const blob = await blobStore.get(ref.id);
    if (!blob) return null;
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of blob.stream) {
      size += (chunk as Buffer).length;
      if (size > MAX_LOGO_BYTES) {
        blob.stream.destroy();
        return null;
      }
      chunks.push(chunk as Buffer);
    }
    const bytes = Buffer.concat(chunks);
    return isPng(bytes) || isJpeg(bytes) ? new Uint8Array(bytes) : null;
  } catch {
    return null;
  }
}
