/**
 * What a file really is, judged by its first bytes rather than its name. Returns a MIME type or
 * null when the content is none of the kinds the portal accepts.
 */
export function sniffContentType(buf: Buffer): string | null {
  const starts = (...bytes: number[]) => bytes.every((b, i) => buf[i] === b);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (buf.subarray(0, 6).toString('latin1') === 'GIF87a' || buf.subarray(0, 6).toString('latin1') === 'GIF89a') return 'image/gif';
  if (buf.subarray(0, 4).toString('latin1') === 'RIFF' && buf.subarray(8, 12).toString('latin1') === 'WEBP') return 'image/webp';
  if (buf.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
  if (starts(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1)) return 'application/msword';
  if (starts(0x50, 0x4b, 0x03, 0x04)) {
    const head = buf.subarray(0, Math.min(buf.length, 4096)).toString('latin1');
    if (head.includes('word/')) return 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
    if (head.includes('xl/')) return 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
    if (head.includes('ppt/')) return 'application/vnd.openxmlformats-officedocument.presentationml.presentation';
    return 'application/zip';
  }
  const text = buf.subarray(0, Math.min(buf.length, 1024)).toString('utf8').replace(/^\uFEFF/, '').trimStart();
  if (/^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE svg[^>]*>\s*)?<svg[\s>]/i.test(text)) return 'image/svg+xml';
  return null;
}

export const imageTypes = ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/svg+xml'];

/** A file name safe to store and to send back: no directories, no control characters, bounded length. */
export function safeFilename(name: string | undefined, fallback = 'file'): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .normalize('NFC')
    .replace(/[\u0000-\u001f\u007f\u202a-\u202e\u2066-\u2069]/g, '')
    .replace(/^\.+/, '')
    .trim()
    .slice(0, 200);
  return cleaned || fallback;
}

/** the extensions a name may keep for each type sniffContentType judges; the first is given when it has none of them */
const EXTENSIONS: Record<string, string[]> = {
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg', 'jpe'],
  'image/gif': ['gif'],
  'image/webp': ['webp'],
  'image/svg+xml': ['svg'],
  'application/pdf': ['pdf'],
  // the OLE container of the older Office formats
  'application/msword': ['doc', 'dot', 'xls', 'ppt'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['docx', 'docm', 'dotx'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['xlsx', 'xlsm'],
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': ['pptx'],
  'application/zip': ['zip'],
};

/**
 * The name a stored file is saved and downloaded under: safeFilename (no directories, controls or
 * direction overrides and isolates), and an extension that follows the type judged from its bytes:
 * `x.html` or `\u202Egpj.exe` holding a PDF is `x.pdf` / `gpj.pdf`, `scan` holding a PNG `scan.png`.
 * Types the sniffer does not judge keep the name's own.
 */
export function downloadName(name: string | undefined, contentType: string, fallback = 'file'): string {
  const safe = safeFilename(name, fallback);
  const allowed = EXTENSIONS[contentType];
  if (!allowed) return safe;
  const m = /^(.*?)\.([A-Za-z0-9]{1,10})$/.exec(safe);
  const [stem, ext] = m && m[1] ? [m[1], m[2]!.toLowerCase()] : [safe, ''];
  return allowed.includes(ext) ? safe : `${stem}.${allowed[0]}`;
}
