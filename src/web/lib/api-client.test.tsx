// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, errorMessage, loginPathFor, setUnauthorizedHandler } from './api-client';
import { SESSION_KEYS } from './session';
import { clearStorages, jsonResponse, mockFetch } from '../test/helpers';

function storeFullSession(): void {
  for (const storage of [window.localStorage, window.sessionStorage]) {
    storage.setItem('token', 'abc');
    storage.setItem('role', 'admin');
    storage.setItem('user', '{"id":"1","name":"Ann"}');
    storage.setItem('group', '{"code":"ABC"}');
    storage.setItem('campaign', '{"id":"c1"}');
  }
}

function storedKeys(): string[] {
  return [window.localStorage, window.sessionStorage].flatMap((storage) =>
    SESSION_KEYS.filter((key) => storage.getItem(key) !== null),
  );
}

describe('api client', () => {
  let redirect: ReturnType<typeof vi.fn<(path: string) => void>>;
  let restoreHandler: () => void;

  beforeEach(() => {
    clearStorages();
    redirect = vi.fn<(path: string) => void>();
    restoreHandler = setUnauthorizedHandler(redirect);
  });

  afterEach(() => {
    restoreHandler();
    vi.unstubAllGlobals();
    window.history.replaceState(null, '', '/');
  });

  it('sends JSON with the stored bearer token under /api and resolves with the reply', async () => {
    window.localStorage.setItem('token', 'tok-1');
    const fetchMock = mockFetch(() => jsonResponse(200, { success: true, data: { ok: 1 } }));

    const reply = await apiRequest('/groups', {
      method: 'POST',
      body: { name: 'A' },
      query: { page: 2, q: '' },
    });

    expect(reply).toEqual({ success: true, data: { ok: 1 } });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/groups?page=2');
    const headers = init?.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer tok-1');
    expect(headers['Content-Type']).toBe('application/json');
    expect(init?.body).toBe('{"name":"A"}');
  });

  it('throws an ApiError carrying the status, the server message and the field errors', async () => {
    mockFetch(() =>
      jsonResponse(400, {
        success: false,
        message: 'The request is not valid',
        errors: [{ field: 'email', message: 'Please enter a valid email address' }],
      }),
    );

    const failure = await apiRequest('/auth/user', { method: 'POST', body: {} }).catch((e: unknown) => e);

    expect(failure).toBeInstanceOf(ApiError);
    const error = failure as ApiError;
    expect(error.status).toBe(400);
    expect(error.message).toBe('The request is not valid');
    expect(error.errors).toEqual([{ field: 'email', message: 'Please enter a valid email address' }]);
    expect(errorMessage(error, 'fallback')).toBe('The request is not valid');
  });

  it('turns a network failure into an ApiError without a server message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );

    const failure = await apiRequest('/health').catch((e: unknown) => e);

    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(0);
    expect(errorMessage(failure, 'Failed to load groups')).toBe('Failed to load groups');
  });

  it.each([
    ['/admin/groups', '/admin/login'],
    ['/admin', '/admin/login'],
    ['/coordinator/orders/7', '/coordinator/login'],
    ['/shop', '/'],
    ['/administrator', '/'],
  ])('on a 401 at %s: ends the session in both storages and redirects to %s', async (path, target) => {
    window.history.replaceState(null, '', path);
    storeFullSession();
    mockFetch(() =>
      jsonResponse(401, { success: false, message: 'Your session has expired. Please log in again.' }),
    );

    const failure = await apiRequest('/admin/stats').catch((e: unknown) => e);

    expect((failure as ApiError).status).toBe(401);
    expect(storedKeys()).toEqual([]);
    expect(redirect).toHaveBeenCalledWith(target);
  });

  it('leaves the session alone when a login call answers 401', async () => {
    window.history.replaceState(null, '', '/admin/login');
    storeFullSession();
    mockFetch(() => jsonResponse(401, { success: false, message: 'Invalid credentials' }));

    const failure = await apiRequest('/auth/admin', {
      method: 'POST',
      body: { email: 'a@b.co', password: 'x' },
      skipUnauthorizedRule: true,
    }).catch((e: unknown) => e);

    expect((failure as ApiError).message).toBe('Invalid credentials');
    expect(storedKeys()).toHaveLength(10);
    expect(redirect).not.toHaveBeenCalled();
  });

  it('does not end the session on other failures', async () => {
    storeFullSession();
    mockFetch(() =>
      jsonResponse(403, { success: false, message: 'You do not have access to this resource' }),
    );

    await expect(apiRequest('/admin/stats')).rejects.toBeInstanceOf(ApiError);
    expect(storedKeys()).toHaveLength(10);
    expect(redirect).not.toHaveBeenCalled();
  });

  it('maps paths to their login page', () => {
    expect(loginPathFor('/admin/orders')).toBe('/admin/login');
    expect(loginPathFor('/coordinator')).toBe('/coordinator/login');
    expect(loginPathFor('/not-found')).toBe('/');
  });
});
