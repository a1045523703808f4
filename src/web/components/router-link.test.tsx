// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, useNavigationType } from 'react-router';
import { NavLink } from './nav-link';
import { Redirect } from './redirect';
import { Link } from './router-link';

function Where() {
  const location = useLocation();
  const type = useNavigationType();
  return (
    <p data-testid="where">
      {type} {location.pathname}
      {location.search} {JSON.stringify(location.state)}
    </p>
  );
}

function renderAt(path: string, element: ReactNode) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="*" element={element} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
}

const where = () => screen.getByTestId('where').textContent;

describe('app links', () => {
  afterEach(() => cleanup());

  it('link to a path of the app: its href, and a click that navigates with the given state', () => {
    renderAt(
      '/admin/orders?page=2',
      <Link to="/admin/orders/o1" state={{ from: 'list' }} className="table__strong">
        Order 1
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Order 1' });
    expect(link.getAttribute('href')).toBe('/admin/orders/o1');
    expect(link.className).toBe('table__strong');

    fireEvent.click(link);
    expect(where()).toBe('PUSH /admin/orders/o1 {"from":"list"}');
  });

  it('resolves a search-only link against the current path; a link to the current page replaces it', () => {
    renderAt('/admin/orders?page=2', <Link to="?page=3">Next</Link>);
    expect(screen.getByRole('link', { name: 'Next' }).getAttribute('href')).toBe('/admin/orders?page=3');
    cleanup();

    renderAt('/admin/groups', <Link to="/admin/groups">Groups</Link>);
    fireEvent.click(screen.getByRole('link', { name: 'Groups' }));
    expect(where()).toBe('REPLACE /admin/groups null');
  });

  it('leaves a modified click, and one its own handler prevented, to the browser', () => {
    renderAt(
      '/',
      <>
        <Link to="/admin/login">Administrator login</Link>
        <Link to="/coordinator/login" onClick={(event) => event.preventDefault()}>
          Coordinator login
        </Link>
      </>,
    );
    // What the browser would do with the click (open a tab) is not for this test.
    const browser = (event: Event) => event.preventDefault();
    document.addEventListener('click', browser);
    fireEvent.click(screen.getByRole('link', { name: 'Administrator login' }), { ctrlKey: true });
    document.removeEventListener('click', browser);
    expect(where()).toBe('POP / null');
    fireEvent.click(screen.getByRole('link', { name: 'Coordinator login' }));
    expect(where()).toBe('POP / null');
  });

  it('nav link: current on its path and below it, or on its path only with `end`', () => {
    const menu = (
      <nav>
        <NavLink to="/admin" end className={({ isActive }) => (isActive ? 'on' : 'off')}>
          Dashboard
        </NavLink>
        <NavLink to="/admin/groups" className="link">
          Groups
        </NavLink>
      </nav>
    );
    renderAt('/admin/Groups/42', menu);
    const dashboard = screen.getByRole('link', { name: 'Dashboard' });
    const groups = screen.getByRole('link', { name: 'Groups' });
    expect([dashboard.className, dashboard.getAttribute('aria-current')]).toEqual(['off', null]);
    expect([groups.className, groups.getAttribute('aria-current')]).toEqual(['link active', 'page']);

    fireEvent.click(dashboard);
    expect([dashboard.className, dashboard.getAttribute('aria-current')]).toEqual(['on', 'page']);
    expect([groups.className, groups.getAttribute('aria-current')]).toEqual(['link', null]);
  });

  it('redirect: replaces the current entry with its target, search included', () => {
    renderAt('/old', <Redirect to={{ pathname: '/admin/orders', search: '?page=4' }} />);
    expect(where()).toBe('REPLACE /admin/orders?page=4 null');
  });
});
