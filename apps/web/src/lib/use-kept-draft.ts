'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { useSession } from '@/lib/session-client';

/** Where a form's unsent values are kept: one entry per form and signed-in account. */
export function keptDraftKey(form: string, userId: string): string {
  return `bazaar.kept-draft.${form}.${userId}`;
}

/**
 * A stored draft laid over the form's empty values: only the fields the form still has, each only
 * when it has the same kind of value (any value where the empty form holds null, as a select's choice
 * does), so a draft kept by an older form never breaks a newer one.
 */
export function readKeptDraft<T extends Record<string, unknown>>(raw: string | null, empty: T): T | null {
  if (!raw) return null;
  let stored: unknown;
  try {
    stored = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!stored || typeof stored !== 'object' || Array.isArray(stored)) return null;
  const fields = stored as Record<string, unknown>;
  const draft = { ...empty };
  for (const key of Object.keys(empty) as (keyof T & string)[]) {
    const value = fields[key];
    const expected = empty[key];
    if (value === undefined) continue;
    const sameKind =
      expected === null ||
      (value !== null &&
        typeof value === typeof expected &&
        Array.isArray(value) === Array.isArray(expected));
    if (sameKind) draft[key] = value as T[typeof key];
  }
  return JSON.stringify(draft) === JSON.stringify(empty) ? null : draft;
}

export type KeptDraft = {
  /** The form was filled in from a draft kept earlier on this device. */
  restored: boolean;
  /** Forgets the kept draft and empties the form. */
  startOver: () => void;
  /** Forgets the kept draft (once what it held has been saved). */
  forget: () => void;
};

/**
 * Keeps what a create form holds in this browser, per signed-in account, as it is typed: a reload, a
 * tap on another tab or a closed modal loses nothing. When the form opens empty with a draft kept, it
 * is filled in from it (`restored`, for a notice with "Start over"); the form forgets it once saved.
 * `enabled`: only while the form creates (an edit starts from what is saved) and is on screen.
 */
export function useKeptDraft<T extends Record<string, unknown>>(options: {
  form: string;
  value: T;
  empty: T;
  restore: (draft: T) => void;
  enabled: boolean;
}): KeptDraft {
  const { form, value, empty, restore, enabled } = options;
  const userId = useSession().data?.user.id;
  const key = enabled && userId ? keptDraftKey(form, userId) : null;
  const [restored, setRestored] = useState(false);
  // The key the draft was looked for under: the form keeps values only once it has looked.
  const lookedUp = useRef<string | null>(null);
  // The value of the render that restored: keeping it would write back the empty form it replaces.
  const skipped = useRef<T | null>(null);
  const latest = useRef({ empty, restore });
  latest.current = { empty, restore };

  useEffect(() => {
    if (!key) {
      lookedUp.current = null;
      setRestored(false);
      return;
    }
    // Once per key: later values are the form's own.
    if (lookedUp.current === key) return;
    lookedUp.current = key;
    const draft = readKeptDraft(safeStorage()?.getItem(key) ?? null, latest.current.empty);
    if (draft) {
      skipped.current = value;
      latest.current.restore(draft);
    }
    setRestored(Boolean(draft));
  }, [key, value]);

  useEffect(() => {
    if (!key || lookedUp.current !== key) return;
    if (skipped.current === value) {
      skipped.current = null;
      return;
    }
    const storage = safeStorage();
    try {
      if (JSON.stringify(value) === JSON.stringify(latest.current.empty)) storage?.removeItem(key);
      else storage?.setItem(key, JSON.stringify(value));
    } catch {
      // A full storage keeps the last draft it could; the form itself still holds every value.
    }
  }, [key, value]);

  const forget = useCallback(() => {
    if (key) safeStorage()?.removeItem(key);
    setRestored(false);
  }, [key]);

  const startOver = useCallback(() => {
    forget();
    latest.current.restore(latest.current.empty);
  }, [forget]);

  return { restored, startOver, forget };
}

/** localStorage, or null where the browser refuses it (private modes, storage full). */
function safeStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}
