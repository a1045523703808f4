import { describe, expect, it } from 'vitest';
import { FULL_REACH, personalTextEraser } from './erasure-text.js';

const zq = personalTextEraser({ name: 'Zephyrine Quillfeather', email: 'zq.sweep@example.com' });
const WHOLE_NAME_AND_EMAIL = { name: true, email: true, parts: false };

describe('personalTextEraser', () => {
  it('writes her initials for her whole name in any case and spacing, and drops her e-mail', () => {
    expect(zq.text('For ZEPHYRINE   quillfeather, mail ZQ.Sweep@Example.com', WHOLE_NAME_AND_EMAIL)).toBe(
      'For Z. Q., mail ',
    );
    expect(zq.text("Zephyrine Quillfeather's envelope", WHOLE_NAME_AND_EMAIL)).toBe("Z. Q.'s envelope");
  });

  it('rewrites a part of her name standing alone only in text about her, never inside another word', () => {
    const note = "Recounted Zephyrine's cash; Quillfeathers' car; Zephyrines";
    expect(zq.text(note, WHOLE_NAME_AND_EMAIL)).toBe(note);
    expect(zq.text(note, FULL_REACH)).toBe("Recounted Z.'s cash; Quillfeathers' car; Zephyrines");
  });

  it('leaves what the reach does not cover', () => {
    const text = 'Zephyrine Quillfeather, zq.sweep@example.com';
    expect(zq.text(text, { name: false, email: true, parts: false })).toBe('Zephyrine Quillfeather, ');
    expect(zq.text(text, { name: true, email: false, parts: false })).toBe('Z. Q., zq.sweep@example.com');
  });

  it('leaves particles to the whole name: "de" and "la" stay in other words', () => {
    const ana = personalTextEraser({ name: 'Ana de la Cruz', email: '' });
    expect(ana.text('Sobre de Ana de la Cruz, la caja de Cruz', FULL_REACH)).toBe(
      'Sobre de A. D. L. C., la caja de C.',
    );
    expect(ana.searchTerms).toEqual(['cruz', 'ana']);
  });

  it('rewrites the string values of a JSON document and keeps its shape', () => {
    const changes = [
      { field: 'seller', from: 'Zephyrine Quillfeather', to: 'Orla Brightwater' },
      { field: 'buyerEmail', from: 'zq.sweep@example.com', to: '' },
      { field: 'items', count: 2, gift: null, tags: ['Zephyrine Quillfeather'] },
    ];
    expect(zq.json(changes, WHOLE_NAME_AND_EMAIL)).toEqual([
      { field: 'seller', from: 'Z. Q.', to: 'Orla Brightwater' },
      { field: 'buyerEmail', from: '', to: '' },
      { field: 'items', count: 2, gift: null, tags: ['Z. Q.'] },
    ]);
  });

  it('reduces a buyer to initials only when the buyer is the seller, and drops only her e-mail', () => {
    expect(zq.buyerName(' zephyrine', 'QUILLFEATHER ')).toEqual({ firstName: 'Z.', lastName: 'Q.' });
    expect(zq.buyerName('Marcus', 'Quillfeather')).toEqual({ firstName: 'Marcus', lastName: 'Quillfeather' });
    expect(zq.buyerEmail('ZQ.sweep@example.com')).toBe('');
    expect(zq.buyerEmail('grange.family@example.net')).toBe('grange.family@example.net');
  });

  it('finds the words a changed text must hold, and nothing once the name is initials and the e-mail gone', () => {
    expect(zq.searchTerms).toEqual(['quillfeather', 'zephyrine', 'zq.sweep@example.com']);
    const again = personalTextEraser({ name: 'Z. Q.', email: '' });
    expect(again.searchTerms).toEqual([]);
    expect(again.text('Z. Q. paid', FULL_REACH)).toBe('Z. Q. paid');
  });

  it('matches a name of letters outside ASCII and with punctuation', () => {
    const kim = personalTextEraser({ name: "Zoë O'Neil-Brandt", email: '' });
    expect(kim.text("zoë o'neil-brandt and O'Neil-Brandt's mom", FULL_REACH)).toBe("Z. O. and O.'s mom");
  });
});
