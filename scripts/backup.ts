import { chmodSync, copyFileSync, cpSync, existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { bilingual, withoutIsolates, type MessageKey } from '@lawfirm/contracts';
import { ensurePrivateDir, PRIVATE_FILE_MODE } from '@lawfirm/platform';

/**
 * npm run backup -- DEST: a consistent copy of the standalone portal's data folder, taken while
 * the portal runs. The databases go through SQLite's online backup (a file copy of a live WAL
 * database can be torn); the log before the blobs, since a document's file is stored before the
 * event naming it. DEST is itself a data folder: start a portal with DATA_DIR=DEST to restore.
 */
process.umask(0o077);
const refuse = (key: MessageKey, params: Record<string, string> = {}) => {
  const { en, ar } = bilingual(key, params);
  // a terminal lays out no isolates
  process.stderr.write(`${withoutIsolates(en)}\n${withoutIsolates(ar)}\n`);
  process.exit(2);
};

const destArg = process.argv[2];
if (!destArg) refuse('backup.usage');
const dest = resolve(destArg);
// not loadConfig(): it would create a data folder that is not there
const source = resolve(process.env.DATA_DIR ?? './data');
if (!existsSync(join(source, 'events.db'))) refuse('backup.noEventLog', { dir: source });
if (dest === source || (existsSync(dest) && readdirSync(dest).length > 0)) refuse('backup.destinationNotEmpty', { dir: dest });
ensurePrivateDir(dest);

// the read models before the log: their checkpoint is then never ahead of the copied log (the restored portal applies what lies between)
for (const name of ['readmodels.db', 'events.db', 'credentials.db']) {
  if (!existsSync(join(source, name))) continue;
  const db = new Database(join(source, name), { readonly: true, fileMustExist: true });
  try {
    // every page in one step: copied in steps, a backup restarts whenever the portal commits
    await db.backup(join(dest, name), { progress: () => 0x7fffffff });
  } finally {
    db.close();
  }
  chmodSync(join(dest, name), PRIVATE_FILE_MODE);
}
// read-write: closing it then folds its write-ahead file in and removes it, leaving one file
const copy = new Database(join(dest, 'events.db'), { fileMustExist: true });
const { events } = copy.prepare<[], { events: number }>('SELECT count(*) AS events FROM events').get()!;
const integrity = copy.pragma('integrity_check', { simple: true });
copy.close();

if (existsSync(join(source, 'jwt-secret'))) copyFileSync(join(source, 'jwt-secret'), join(dest, 'jwt-secret'));
let blobs = 0;
if (existsSync(join(source, 'blobs')))
  cpSync(join(source, 'blobs'), join(dest, 'blobs'), {
    recursive: true,
    // files being written are under .tmp until they are renamed into place
    filter: (src) => {
      if (src.endsWith('/.tmp') || src.includes('/.tmp/')) return false;
      if (/\/[0-9a-f]{64}$/.test(src)) blobs++;
      return true;
    },
  });
console.log(`backup of ${source} in ${dest}: ${events} events (integrity ${integrity}), ${blobs} stored files`);
