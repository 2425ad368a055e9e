import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ensurePrivateDir, lockDataDir } from './privateFiles.js';

describe('the data folder lock', () => {
  it('given a held lock, when another holder asks for it, then it is refused until the first lets go', () => {
    const dir = mkdtempSync(join(tmpdir(), 'lock-'));
    const held = lockDataDir(dir);
    expect(held).not.toBeNull();
    expect(lockDataDir(dir)).toBeNull();
    held!.release();
    const again = lockDataDir(dir);
    expect(again).not.toBeNull();
    again!.release();
  });
});

describe('a private folder', () => {
  it('is created, with its parents, readable by its owner only', () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'private-')), 'a', 'b');
    ensurePrivateDir(dir);
    expect(statSync(dir).mode & 0o777).toBe(0o700);
  });
});
