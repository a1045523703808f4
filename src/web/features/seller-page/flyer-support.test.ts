import { describe, expect, it } from 'vitest';
import { SHARE_PAGE_TEXTS } from '../../../shared/texts/share-page.js';
import { SHARE_PAGE_TEXTS_ES } from '../../../shared/texts/share-page.es.js';
import { SELLER_PAGE_TEXTS } from './texts';
import { SELLER_PAGE_TEXTS_ES } from './texts.es';

describe('the flyer headline says it as the share page does', () => {
  it.each([
    { firstName: 'Ava', lastInitial: 'M.' },
    { firstName: 'Noah', lastInitial: '' },
  ])('$firstName $lastInitial', (seller) => {
    const name = [seller.firstName, seller.lastInitial].filter(Boolean).join(' ');
    expect(SELLER_PAGE_TEXTS.flyer.support(name)).toBe(SHARE_PAGE_TEXTS.supportLine(seller));
    expect(SELLER_PAGE_TEXTS_ES.flyer.support(name)).toBe(SHARE_PAGE_TEXTS_ES.supportLine(seller));
  });
});
