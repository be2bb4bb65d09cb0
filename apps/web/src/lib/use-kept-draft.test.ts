import { describe, expect, it } from 'vitest';
import { keptDraftKey, readKeptDraft } from './use-kept-draft';

const EMPTY = {
  title: '',
  images: [] as string[],
  chain: ['', '', '', ''],
  keptPlace: null as { _id: string } | null,
  isRemote: false,
  openings: 1,
};

describe('a kept draft', () => {
  it('fills the fields it holds over the empty form', () => {
    const raw = JSON.stringify({ ...EMPTY, title: 'Fix the gate', images: ['/uploads/a.png'], openings: 3 });
    expect(readKeptDraft(raw, EMPTY)).toEqual({
      ...EMPTY,
      title: 'Fix the gate',
      images: ['/uploads/a.png'],
      openings: 3,
    });
  });

  it('takes any choice for a field the empty form holds as null', () => {
    const raw = JSON.stringify({ ...EMPTY, keptPlace: { _id: 'p1' } });
    expect(readKeptDraft(raw, EMPTY)?.keptPlace).toEqual({ _id: 'p1' });
  });

  it('keeps only the fields the form still has, each only with the same kind of value', () => {
    const raw = JSON.stringify({
      title: 'Paint a wall',
      images: null,
      chain: { a: 1 },
      isRemote: 'yes',
      openings: '2',
      retired: 'a field the form no longer has',
    });
    expect(readKeptDraft(raw, EMPTY)).toEqual({ ...EMPTY, title: 'Paint a wall' });
  });

  it('is nothing when missing, unreadable, not an object, or no different from the empty form', () => {
    expect(readKeptDraft(null, EMPTY)).toBeNull();
    expect(readKeptDraft('{"title": "Fix', EMPTY)).toBeNull();
    expect(readKeptDraft('["Fix the gate"]', EMPTY)).toBeNull();
    expect(readKeptDraft('"Fix the gate"', EMPTY)).toBeNull();
    expect(readKeptDraft(JSON.stringify(EMPTY), EMPTY)).toBeNull();
  });

  it('is kept per form and per account', () => {
    expect(keptDraftKey('task', 'u1')).not.toBe(keptDraftKey('task', 'u2'));
    expect(keptDraftKey('task', 'u1')).not.toBe(keptDraftKey('rent', 'u1'));
  });
});
