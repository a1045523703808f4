import { describe, expect, it } from 'vitest';
import { API_PATHS, API_ROUTES } from './paths.js';
import { ORDER_API_PATHS } from './order-paths.js';
import { routePath } from './route-path.js';

describe('routePath', () => {
  it('fills every parameter of a template, URL-encoded', () => {
    expect(routePath(API_ROUTES.groupCampaign, { id: 'a/b', campaignId: 'c d' })).toBe(
      '/groups/a%2Fb/campaigns/c%20d',
    );
  });

  it('leaves a template without parameters as it is', () => {
    expect(routePath(API_ROUTES.groups, {})).toBe('/groups');
  });

  it('gives the web client the same paths the server registers', () => {
    expect(API_PATHS.group('g1')).toBe('/groups/g1');
    expect(API_PATHS.coordinator('c1')).toBe('/admin/coordinators/c1');
    expect(ORDER_API_PATHS.groupOrder('g1', 'o1')).toBe('/groups/g1/orders/o1');
    expect(ORDER_API_PATHS.adminOrder('o1')).toBe('/admin/orders/o1');
  });
});
