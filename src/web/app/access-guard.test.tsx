// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { AccessGuard } from './access-guard';
import { clearStorages } from '../test/helpers';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname}</p>;
}

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path="/admin/*"
          element={
            <AccessGuard role="admin">
              <p>admin area</p>
            </AccessGuard>
          }
        />
        <Route
          path="/coordinator/*"
          element={
            <AccessGuard role="coordinator">
              <p>coordinator area</p>
            </AccessGuard>
          }
        />
        <Route
          path="/shop"
          element={
            <AccessGuard role="user">
              <p>shop</p>
            </AccessGuard>
          }
        />
        <Route path="*" element={null} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
}

function signIn(role: string): void {
  window.localStorage.setItem('token', 'a-token');
  window.localStorage.setItem('role', role);
}

describe('access guard', () => {
  afterEach(() => {
    cleanup();
    clearStorages();
  });

  it.each([
    ['/admin', '/admin/login'],
    ['/admin/groups/42', '/admin/login'],
    ['/coordinator', '/coordinator/login'],
    ['/coordinator/orders', '/coordinator/login'],
    ['/shop', '/'],
  ])('without a token, %s goes to %s', (path, target) => {
    renderAt(path);
    expect(screen.getByTestId('where').textContent).toBe(target);
  });

  it.each([
    ['admin', '/coordinator/orders', '/admin'],
    ['admin', '/shop', '/admin'],
    ['coordinator', '/admin/groups', '/coordinator'],
    ['coordinator', '/shop', '/coordinator'],
    ['user', '/admin', '/'],
    ['user', '/coordinator', '/'],
    ['something-else', '/shop', '/'],
  ])('with role %s, %s goes to %s', (role, path, target) => {
    signIn(role);
    renderAt(path);
    expect(screen.getByTestId('where').textContent).toBe(target);
  });

  it('with a token of the route role, shows the route', () => {
    signIn('admin');
    renderAt('/admin/orders');
    expect(screen.getByText('admin area')).toBeTruthy();
  });

  it('with a seller session, shows the shop', () => {
    signIn('user');
    renderAt('/shop');
    expect(screen.getByText('shop')).toBeTruthy();
  });
});
