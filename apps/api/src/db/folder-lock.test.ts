import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Child, spawnTs } from '../../test/processes.ts';
import { FolderLockedError, type LockHolder, lockFolder } from './folder-lock.ts';

const HOLDER = 'test/fixtures/hold-folder-lock.ts';
const hasProc = existsSync('/proc/self/stat');

let dir: string;
let folder: string;
let lockFile: string;
const children: Child[] = [];
const releases: (() => void)[] = [];

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'bazaar-lock-'));
  folder = join(dir, 'pglite');
  lockFile = `${folder}.lock`;
});
afterEach(async () => {
  for (const release of releases.splice(0)) release();
  await Promise.all(children.splice(0).map((c) => c.killHard()));
  await rm(dir, { recursive: true, force: true });
});

async function lock() {
  const taken = await lockFolder(folder);
  releases.push(taken.release);
  return taken;
}

function holdInChild(...flags: string[]): Child {
  const child = spawnTs(HOLDER, [folder, ...flags]);
  children.push(child);
  return child;
}

const holderInFile = (): LockHolder => JSON.parse(readFileSync(lockFile, 'utf8'));

/** Fields 22 of /proc/<pid>/stat, to forge locks naming a live process. */
function startTimeOf(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19]);
}

function forgeLock(values: Partial<LockHolder>): void {
  const holder: LockHolder = {
    pid: process.ppid,
    startTime: hasProc ? startTimeOf(process.ppid) : null,
    bootId: hasProc ? readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim() : null,
    hostname: hostname(),
    command: 'forged',
    since: new Date().toISOString(),
    token: 'forged-token',
    ...values,
  };
  writeFileSync(lockFile, JSON.stringify(holder));
}

describe('lockFolder', () => {
  it('refuses a second lock while the first is held, naming the folder and the holder, until released', async () => {
    const first = await lock();
    const second = lockFolder(folder);
    await expect(second).rejects.toThrow(FolderLockedError);
    await expect(second).rejects.toThrow(`${folder} is in use by process ${process.pid} (`);
    first.release();
    expect(existsSync(lockFile)).toBe(false);
    await lock();
    expect(holderInFile().pid).toBe(process.pid);
  });

  it('refuses while another process holds the folder, and takes it over once that process is killed -9', async () => {
    const holder = holdInChild();
    await holder.waitFor(/locked/);
    await expect(lockFolder(folder)).rejects.toThrow(`${folder} is in use by process ${holder.pid} (`);
    // The script, not its arguments: those may hold a password (create-super-admin --password).
    expect(holderInFile().command).toMatch(/hold-folder-lock\.ts$/);
    await holder.killHard();
    expect(holderInFile().pid).toBe(holder.pid); // left behind by the killed process
    await lock();
    expect(holderInFile().pid).toBe(process.pid);
  });

  it('is released when the holding process exits without releasing it', async () => {
    const holder = holdInChild('--exit');
    await holder.waitFor(/locked/);
    expect((await holder.exited).code).toBe(0);
    expect(existsSync(lockFile)).toBe(false);
  });

  it.runIf(hasProc)(
    'takes over a lock naming a live pid that belongs to a process started later (pid reuse)',
    async () => {
      forgeLock({ startTime: startTimeOf(process.ppid) - 1 });
      await lock();
      expect(holderInFile().pid).toBe(process.pid);
    },
  );

  it.runIf(hasProc)('refuses a lock naming a live pid with its own start time', async () => {
    forgeLock({});
    await expect(lockFolder(folder)).rejects.toThrow(`in use by process ${process.ppid} (forged`);
  });

  it.runIf(hasProc)('takes over a lock from an earlier boot, whatever its pid', async () => {
    forgeLock({ bootId: '00000000-0000-0000-0000-000000000000' });
    await lock();
    expect(holderInFile().pid).toBe(process.pid);
  });

  it('takes over a lock naming our own pid that this process does not hold (a restarted container)', async () => {
    forgeLock({ pid: process.pid, startTime: null });
    await lock();
    expect(holderInFile().token).not.toBe('forged-token');
  });

  it('takes over a lock file that is not a lock at all', async () => {
    writeFileSync(lockFile, '');
    await lock();
    expect(holderInFile().pid).toBe(process.pid);
  });

  it('refuses a lock taken on another host, saying how to clear it', async () => {
    forgeLock({ hostname: 'elsewhere' });
    await expect(lockFolder(folder)).rejects.toThrow(`on host elsewhere`);
    await expect(lockFolder(folder)).rejects.toThrow(`delete ${lockFile}`);
  });

  it.each([
    ['a free folder', () => {}],
    ['a stale lock', () => forgeLock({ pid: 2 ** 22 + 1 })], // above Linux's highest pid: never running
  ])('lets exactly one of six processes starting together take %s', async (_, prepare) => {
    prepare();
    const racers = Array.from({ length: 6 }, () => holdInChild('--wait-for-go'));
    await Promise.all(racers.map((r) => r.waitFor(/ready/)));
    for (const r of racers) r.process.stdin?.write('go\n');
    await Promise.all(racers.map((r) => r.waitFor(/locked|in use/)));

    const winners = racers.filter((r) => r.output().includes('locked'));
    expect(winners).toHaveLength(1);
    const winner = winners[0]!;
    expect(holderInFile().pid).toBe(winner.pid);
    for (const loser of racers.filter((r) => r !== winner)) {
      expect((await loser.exited).code).toBe(3);
      expect(loser.output()).toContain(`${folder} is in use by process ${winner.pid} (`);
    }
    // Nothing left behind but the lock itself.
    expect((await readdir(dir)).sort()).toEqual(['pglite.lock']);
  });
});
