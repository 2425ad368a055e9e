import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  /** the Subject header, its encoded words (RFC 2047) decoded */
  subject: string;
  messageId: string;
  /** the text part, decoded (quoted-printable or base64) */
  text: string;
  /** the HTML part of a multipart/alternative message, decoded ('' when there is none) */
  html: string;
  raw: string;
}

/** RFC 2047 encoded words, as nodemailer writes non-ASCII headers */
function decodeWords(s: string): string {
  return s.replace(/\r?\n[ \t]/g, ' ').replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_m, enc: string, data: string) =>
    enc.toLowerCase() === 'b' ? Buffer.from(data, 'base64').toString('utf8') : decodeQP(data.replace(/_/g, ' ')),
  ).trim();
}
function decodeQP(s: string): string {
  const bytes: number[] = [];
  const src = s.replace(/=\r?\n/g, '');
  for (let i = 0; i < src.length; i++) {
    if (src[i] === '=' && /^[0-9A-F]{2}$/i.test(src.slice(i + 1, i + 3))) {
      bytes.push(parseInt(src.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(...Buffer.from(src[i], 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

/** a message or a part of one: its headers and its body decoded; a multipart one's parts by type */
function entity(raw: string): { header: (name: string) => string; type: string; body: string; parts: Map<string, string> } {
  const [head, ...rest] = raw.split(/\r?\n\r?\n/);
  const body = rest.join('\n\n');
  const header = (name: string) => decodeWords(head.match(new RegExp(`^${name}:((?:.*)(?:\\r?\\n[ \\t].*)*)`, 'im'))?.[1] ?? '');
  const type = header('Content-Type').toLowerCase();
  const parts = new Map<string, string>();
  const boundary = /multipart\/[^;]+;[\s\S]*?boundary="?([^";\s]+)"?/i.exec(header('Content-Type'))?.[1];
  if (boundary) {
    for (const chunk of body.split(`--${boundary}`).slice(1)) {
      if (chunk.startsWith('--')) break;
      const part = entity(chunk.replace(/^\r?\n/, ''));
      if (part.parts.size) for (const [k, v] of part.parts) parts.set(k, v);
      else parts.set(part.type.split(';')[0].trim(), part.body);
    }
    return { header, type, body: parts.get('text/plain') ?? '', parts };
  }
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  const decoded = encoding === 'base64' ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8') : encoding === 'quoted-printable' ? decodeQP(body) : body;
  return { header, type, body: decoded.trim(), parts };
}

function parse(raw: string, from: string, to: string[]): ReceivedMail {
  const m = entity(raw);
  return { from, to, subject: m.header('Subject'), messageId: m.header('Message-ID'), text: m.body.trim(), html: (m.parts.get('text/html') ?? '').trim(), raw };
}

/** A real SMTP server on a free local port that keeps every message it accepts. */
export async function startSmtpServer(): Promise<{ url: string; received: ReceivedMail[]; close(): Promise<void> }> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push(parse(Buffer.concat(chunks).toString('utf8'), session.envelope.mailFrom ? session.envelope.mailFrom.address : '', session.envelope.rcptTo.map((r) => r.address)));
        callback();
      });
    },
  });
  // a client that dies mid-message (a portal killed on purpose) resets its connection: not the test's failure
  server.on('error', (err: NodeJS.ErrnoException) => {
    if (err.code !== 'ECONNRESET') console.error('[smtp]', err);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as { port: number };
  return { url: `smtp://127.0.0.1:${port}`, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
