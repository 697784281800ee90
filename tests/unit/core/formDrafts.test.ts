/**
 * Drafts of unsent form input across a forced sign-out (faults):
 * kept per form, read without being removed (a render may run twice),
 * discarded once shown, gone after the time limit, robust to a broken store.
 */
import { describe, expect, it } from 'vitest';
import { DRAFT_TTL_MS, discardFormDraft, readFormDraft, saveFormDraft, type DraftStorage } from '@core/formDrafts';

function memoryStorage(): DraftStorage & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return { map, getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v), removeItem: (k) => void map.delete(k) };
}

describe('form drafts', () => {
  it('keeps a draft per form, readable until discarded', () => {
    const storage = memoryStorage();
    saveFormDraft(storage, '/pages/main/enterprise|contacts', { contact: '王五' }, 1_000);
    saveFormDraft(storage, '/pages/main/other|form', { a: 1 }, 1_000);
    expect(readFormDraft(storage, '/pages/main/enterprise|contacts', 2_000)).toEqual({ contact: '王五' });
    expect(readFormDraft(storage, '/pages/main/enterprise|contacts', 2_000)).toEqual({ contact: '王五' });
    discardFormDraft(storage, '/pages/main/enterprise|contacts');
    expect(readFormDraft(storage, '/pages/main/enterprise|contacts', 2_000)).toBeUndefined();
    expect(readFormDraft(storage, '/pages/main/other|form', 2_000)).toEqual({ a: 1 });
    discardFormDraft(storage, '/pages/main/other|form');
    expect(storage.map.size).toBe(0);
  });

  it('offers nothing back after the time limit, and drops expired drafts when saving another', () => {
    const storage = memoryStorage();
    saveFormDraft(storage, 'old', { a: 1 }, 0);
    expect(readFormDraft(storage, 'old', DRAFT_TTL_MS + 1)).toBeUndefined();
    saveFormDraft(storage, 'new', { b: 2 }, DRAFT_TTL_MS + 1);
    expect(Object.keys(JSON.parse(storage.map.get('eps.formDrafts')!))).toEqual(['new']);
  });

  it('treats an unreadable store as empty and survives a store that refuses writes', () => {
    const storage = memoryStorage();
    storage.map.set('eps.formDrafts', '{not json');
    expect(readFormDraft(storage, 'x')).toBeUndefined();
    storage.map.set('eps.formDrafts', JSON.stringify({ x: { savedAt: 'soon', values: 1 } }));
    expect(readFormDraft(storage, 'x')).toBeUndefined();
    const full: DraftStorage = { getItem: () => null, setItem: () => { throw new Error('QuotaExceededError'); }, removeItem: () => undefined };
    expect(() => saveFormDraft(full, 'x', { a: 1 })).not.toThrow();
  });
});
