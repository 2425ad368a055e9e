import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import express from 'express';
import { CaseUpdateLogged, caseUpdateInput } from '@lawfirm/contracts';

/**
 * The command floor (issue 28): the least a durable command can cost here. A minimal express app
 * takes the bench command's JSON body through the same zod schema and appends one fsynced SQLite
 * row per request (WAL, synchronous=FULL, no group commit). Started by the bench in a process of
 * its own, as the portal is; prints its port.
 */
const db = new Database(join(process.env.FLOOR_DIR ?? '.', 'floor.db'));
db.pragma('journal_mode = WAL');
db.pragma('synchronous = FULL');
db.exec('CREATE TABLE IF NOT EXISTS events (position INTEGER PRIMARY KEY AUTOINCREMENT, stream TEXT, type TEXT, data TEXT, metadata TEXT)');
const insert = db.prepare('INSERT INTO events (stream, type, data, metadata) VALUES (?, ?, ?, ?)');

const app = express();
app.use(express.json({ limit: '1mb', strict: true }));
app.post('/api/lawyer/cases/:id/updates', (req, res) => {
  const parsed = caseUpdateInput.safeParse(req.body);
  if (!parsed.success) {
    res.status(400).json({ code: 'validation_failed' });
    return;
  }
  const caseId = Number(req.params.id);
  const updateId = randomUUID();
  const { lastInsertRowid } = insert.run(
    `case-${caseId}`,
    CaseUpdateLogged.type,
    JSON.stringify({ caseId, updateId, ...parsed.data }),
    JSON.stringify({ userId: 1, userType: 'user', correlationId: randomUUID(), time: new Date().toISOString() }),
  );
  res.status(201).json({ id: updateId, position: Number(lastInsertRowid) });
});
const server = app.listen(0, '127.0.0.1', () => {
  const address = server.address();
  console.log(`floor listening on ${typeof address === 'object' && address ? address.port : ''}`);
});
process.once('SIGTERM', () => server.close(() => (db.close(), process.exit(0))));
