// @vitest-environment jsdom
// @vitest-environment-options { "url": "https://portal.example.org/shop" }
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearStoreAttributes, saveStoreAttributes } from './store-backup';
import type { TStoreNoteAttributes } from '../../../shared/api/store.js';

const attributes = { group_code: 'ABC123', student_name: 'Sam Seller' } as unknown as TStoreNoteAttributes;

function recordCookieWrites(): string[] {
  const writes: string[] = [];
  const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
  vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
    writes.push(value);
    descriptor.set!.call(document, value);
  });
  return writes;
}

describe('the backup cookie under https', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('is written Secure, and cleared with the same flags', () => {
    const writes = recordCookieWrites();
    saveStoreAttributes(attributes);
    expect(writes[0]).toMatch(/^store_note_attributes=[^;]+; max-age=3600; path=\/; SameSite=Lax; Secure$/);
    expect(document.cookie).toContain('store_note_attributes=');
    expect(window.sessionStorage.getItem('shopifyAttributes')).not.toBeNull();

    clearStoreAttributes();
    expect(writes[1]).toBe('store_note_attributes=; max-age=0; path=/; SameSite=Lax; Secure');
    expect(document.cookie).not.toContain('store_note_attributes=');
    expect(window.sessionStorage.getItem('shopifyAttributes')).toBeNull();
    expect(window.sessionStorage.getItem('storeNoteAttributes')).toBeNull();
  });
});
