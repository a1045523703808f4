import { describe, expect, it } from 'vitest';
import { SHOP_MESSAGES } from './texts';
import { SAM_SHOP_URL_BODY } from '../../test/shop-fixtures';
import { buildShopUrlBody, checkShopPrecondition } from './shop-precondition';
import { EMPTY_SHOP_SESSION, type ShopSession } from './shop-session';

const M = SHOP_MESSAGES.precondition;

const valid: ShopSession = {
  userId: 'u1',
  name: 'Sam Seller',
  email: 'sam@example.com',
  groupCode: 'ABC123',
  groupName: 'Tigers',
  organizationName: 'Lincoln School',
  campaignId: 'c1',
  campaignName: 'Spring Sale',
  campaignStartDate: '2025-01-01',
  campaignEndDate: '2025-12-31',
};

describe('shop precondition', () => {
  it('passes a complete session', () => {
    expect(checkShopPrecondition(valid)).toEqual([]);
  });

  it.each<[string, Partial<ShopSession>, string[]]>([
    ['no group code', { groupCode: '' }, [M.groupCodeMissing]],
    ['a blank group code', { groupCode: '   ' }, [M.groupCodeMissing]],
    ['a group code of 2 characters', { groupCode: 'AB' }, [M.groupCodeInvalid]],
    ['a group code with a dash', { groupCode: 'ABC-123' }, [M.groupCodeInvalid]],
    ['a group code with an inner space', { groupCode: 'ABC 123' }, [M.groupCodeInvalid]],
    ['a group code with a non-ASCII letter', { groupCode: 'ÄBC123' }, [M.groupCodeInvalid]],
    ['no seller name', { name: '' }, [M.sellerNameMissing]],
    ['a blank seller name', { name: '  ' }, [M.sellerNameMissing]],
    ['a 1-character seller name after trimming', { name: ' S ' }, [M.sellerNameInvalid]],
    ['no campaign id', { campaignId: '' }, [M.campaignMissing]],
    ['no campaign name', { campaignName: '' }, [M.campaignMissing]],
    ['neither campaign id nor name', { campaignId: '', campaignName: '' }, [M.campaignMissing]],
    ['an empty session', EMPTY_SHOP_SESSION, [M.groupCodeMissing, M.sellerNameMissing, M.campaignMissing]],
    [
      'every field malformed',
      { groupCode: 'A!', name: 'S', campaignName: '' },
      [M.groupCodeInvalid, M.sellerNameInvalid, M.campaignMissing],
    ],
  ])('with %s', (_label, change, reasons) => {
    expect(checkShopPrecondition({ ...valid, ...change })).toEqual(reasons);
  });

  it('accepts the shortest valid values', () => {
    expect(checkShopPrecondition({ ...valid, groupCode: 'ab1', name: ' Al ' })).toEqual([]);
  });
});

describe('shop URL body', () => {
  it('carries the note attributes and the user data, trimmed', () => {
    const now = new Date('2025-05-06T07:08:09.010Z');
    expect(buildShopUrlBody({ ...valid, name: ' Sam Seller ', groupCode: 'ABC123 ' }, now)).toEqual(
      SAM_SHOP_URL_BODY,
    );
  });
});
