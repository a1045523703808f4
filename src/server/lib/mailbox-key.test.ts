import { describe, expect, it } from 'vitest';
import { mailboxKey } from './mailbox-key.js';

describe('mailboxKey', () => {
  it('counts the +tag variants and the spellings of one address as one inbox', () => {
    expect(mailboxKey('victim@inbox.example')).toBe('victim@inbox.example');
    expect(mailboxKey('Victim+1@Inbox.Example')).toBe('victim@inbox.example');
    expect(mailboxKey('victim+a+b@inbox.example')).toBe('victim@inbox.example');
    expect(mailboxKey('+tag@inbox.example')).toBe('@inbox.example');
  });

  it('keeps other addresses apart', () => {
    expect(mailboxKey('victim.1@inbox.example')).toBe('victim.1@inbox.example');
    expect(mailboxKey('victim@other.example')).toBe('victim@other.example');
  });
});
