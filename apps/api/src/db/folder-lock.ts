import { createHash, randomUUID } from 'node:crypto';
import { linkSync, readFileSync, renameSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';

/** Who holds a folder: enough to tell a running process from a dead one whose pid was reused. */
export type LockHolder = {
  pid: number;
  /** Linux: the process's start time in clock ticks since boot (/proc/<pid>/stat); null elsewhere. */
  startTime: number | null;
  /** Linux: the kernel's boot id; a lock from an earlier boot is stale whatever its pid. */
  bootId: string | null;
  hostname: string;
  /** The script it runs, for the message. */
  command: string;
  since: string;
  token: string;
};

/** The folder is held by a live process (or one on another host we cannot check). */
export class FolderLockedError extends Error {
  constructor(
    readonly folder: string,
    readonly lockFile: string,
    readonly holder: LockHolder,
  ) {
    const who =
      holder.hostname === hostname()
        ? `process ${holder.pid} (${holder.command}, since ${holder.since})`
        : `process ${holder.pid} on host ${holder.hostname} (${holder.command}, since ${holder.since}); ` +
          `if it is no longer running there, delete ${lockFile}`;
    super(
      `${folder} is in use by ${who}.\n` +
        'PGlite allows one process per folder: stop that process first (the API, or a CLI command), ' +
        'or use PostgreSQL (DATABASE_URL) to run several.',
    );
    this.name = 'FolderLockedError';
  }
}

export type FolderLock = { lockFile: string; release: () => void };

/** Tokens of the locks this process holds: a lock naming our own pid is ours only if listed here. */
const heldTokens = new Set<string>();

/** A takeover marker older than this belongs to a process that died halfway through one. */
const ABANDONED_TAKEOVER_MS = 10_000;

function readProcFile(path: string): string | null {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null;
  }
}

type ProcStat = { state: string; startTime: number };

/** Fields 3 and 22 of /proc/<pid>/stat; the command name (field 2) may hold spaces and parentheses. */
function procStat(pid: number): ProcStat | null {
  const stat = readProcFile(`/proc/${pid}/stat`);
  if (stat === null) return null;
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return { state: fields[0] ?? '', startTime: Number(fields[19]) };
}

const bootId = readProcFile('/proc/sys/kernel/random/boot_id')?.trim() ?? null;

function describeSelf(token: string): LockHolder {
  return {
    pid: process.pid,
    startTime: procStat(process.pid)?.startTime ?? null,
    bootId,
    hostname: hostname(),
    // The script only: arguments may hold secrets (create-super-admin --password).
    command: process.argv[1] ?? process.argv0,
    since: new Date().toISOString(),
    token,
  };
}

function parseHolder(raw: string): LockHolder | null {
  try {
    const holder = JSON.parse(raw) as Partial<LockHolder>;
    if (!Number.isInteger(holder.pid) || typeof holder.token !== 'string') return null;
    return holder as LockHolder;
  } catch {
    return null;
  }
}

/**
 * Whether the process the lock names still runs. A pid alone is not enough: after a kill -9 the
 * number may be handed to an unrelated process (or, in a restarted container, to us), so on Linux
 * the boot id and start time must match too. Where /proc is missing the pid is all there is.
 */
function isRunning(holder: LockHolder): boolean {
  if (holder.hostname !== hostname()) return true;
  if (holder.bootId && bootId && holder.bootId !== bootId) return false;
  if (holder.pid === process.pid) return heldTokens.has(holder.token);
  try {
    process.kill(holder.pid, 0);
  } catch (err) {
    // EPERM: it exists but belongs to another user.
    if ((err as NodeJS.ErrnoException).code === 'ESRCH') return false;
  }
  const stat = procStat(holder.pid);
  if (!stat) return true;
  // A zombie (killed, not yet reaped by its parent) writes nothing more.
  if (stat.state === 'Z' || stat.state === 'X') return false;
  return holder.startTime === null || stat.startTime === holder.startTime;
}

function readOrNull(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
}

/** link() fails when the target exists, so of two processes linking the same name only one wins. */
function tryLink(from: string, to: string): boolean {
  try {
    linkSync(from, to);
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw err;
  }
}

function unlinkQuietly(file: string): void {
  try {
    unlinkSync(file);
  } catch {
    // Already gone.
  }
}

/**
 * Takes `<folder>.lock` for this process, or throws FolderLockedError naming the process that holds
 * it. The file is written whole under a private name and then linked into place, so it appears
 * complete and two processes starting together cannot both create it. A lock whose process is gone
 * is taken over: the taker first creates a marker named after the stale lock's content (again by
 * link, so one taker per stale lock) and replaces the lock only if it still holds that content.
 * Released by `release()` and, failing that, when the process exits.
 */
export async function lockFolder(folder: string): Promise<FolderLock> {
  const lockFile = `${folder}.lock`;
  const token = randomUUID();
  const raw = `${JSON.stringify(describeSelf(token), null, 2)}\n`;
  const draft = `${lockFile}.${token}.tmp`;
  writeFileSync(draft, raw, { flag: 'wx' });
  try {
    for (;;) {
      if (tryLink(draft, lockFile)) break;
      const current = readOrNull(lockFile);
      if (current === null) continue; // released in between: try again
      const holder = parseHolder(current);
      // A file we cannot read as a lock was never written whole by this code: treat it as stale.
      if (holder && isRunning(holder)) throw new FolderLockedError(folder, lockFile, holder);

      const marker = `${lockFile}.takeover-${createHash('sha256').update(current).digest('hex').slice(0, 16)}`;
      if (!tryLink(draft, marker)) {
        const age = Date.now() - (statSync(marker, { throwIfNoEntry: false })?.ctimeMs ?? Date.now());
        if (age > ABANDONED_TAKEOVER_MS) unlinkQuietly(marker);
        else await sleep(20); // another process is taking it over; see who won
        continue;
      }
      try {
        // Only a marker holder may replace this content, so it cannot change between here and rename.
        if (readOrNull(lockFile) === current) {
          renameSync(draft, lockFile);
          break;
        }
      } finally {
        unlinkQuietly(marker);
      }
    }
  } finally {
    unlinkQuietly(draft);
  }

  heldTokens.add(token);
  let isReleased = false;
  const release = () => {
    if (isReleased) return;
    isReleased = true;
    heldTokens.delete(token);
    process.off('exit', release);
    // Only our own lock: never one a later process took over.
    if (readOrNull(lockFile) === raw) unlinkQuietly(lockFile);
  };
  process.on('exit', release);
  return { lockFile, release };
}
