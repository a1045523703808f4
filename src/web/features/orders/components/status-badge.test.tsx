// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { StatusBadge } from './status-badge';

describe('status badge', () => {
  afterEach(cleanup);

  it('labels the display statuses and colours them', () => {
    render(<StatusBadge status="upcoming" />);
    const badge = screen.getByText('Upcoming');
    expect(badge.className).toBe('badge badge--info');
  });

  it('labels order statuses capitalised, as the status buttons do', () => {
    render(
      <>
        <StatusBadge status="shipped" />
        <StatusBadge status="open" />
      </>,
    );
    expect(screen.getByText('Shipped').dataset.status).toBe('shipped');
    expect(screen.getByText('Open').className).toBe('badge badge--info');
    expect(screen.queryByText('shipped')).toBeNull();
  });

  it('colours known order statuses and shows unknown values as they are', () => {
    render(
      <>
        <StatusBadge status="cancelled" />
        <StatusBadge status="on_hold" />
      </>,
    );
    expect(screen.getByText('Cancelled').className).toBe('badge badge--danger');
    expect(screen.getByText('on_hold').className).toBe('badge badge--neutral badge--raw');
  });
});
