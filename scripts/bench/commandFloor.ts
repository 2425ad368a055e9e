import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { benchClient } from './http.js';

/**
 * Starts the command floor (commandFloorServer.ts) in a process of its own, as the portal runs in
 * its own; the bench drives it with the commands row's client, load, paths and bodies.
 */
export async function startCommandFloor(headers: Record<string, string>): Promise<{ call: ReturnType<typeof benchClient>; stop(): Promise<void> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'commandFloorServer.ts')], {
    env: { ...process.env, FLOOR_DIR: mkdtempSync(join(tmpdir(), 'bench-floor-')) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  try {
    const port = await new Promise<number>((resolve, reject) => {
      let out = '';
      child.stdout.on('data', (c: Buffer) => {
        out += c.toString();
        const m = /floor listening on (\d+)/.exec(out);
        if (m) resolve(Number(m[1]));
      });
      child.once('exit', (code) => reject(new Error(`the command floor exited (${code}) before listening`)));
    });
    return { call: benchClient(`http://127.0.0.1:${port}`, headers), stop };
  } catch (err) {
    await stop();
    throw err;
  }
}
