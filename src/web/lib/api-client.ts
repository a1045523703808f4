import { API_BASE } from '../../shared/api/login-route-paths.js';
import type { ErrorCode } from '../../shared/api/error-codes.js';
import type { TFieldError } from '../../shared/api/errors.js';
import type { Locale } from '../../shared/i18n/locale.js';
import { clearSession, getToken } from './session';

type FieldError = TFieldError;

/**
 * Every failed call throws this. Screens decide what to do by `code` (none when no portal answer arrived: the
 * network failed, or a proxy answered); `serverMessage` is the text the server gave, for showing only.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: FieldError[];
  readonly serverMessage: string | undefined;
  readonly code: ErrorCode | undefined;

  constructor(
    status: number,
    serverMessage: string | undefined,
    errors: FieldError[] = [],
    code: ErrorCode | undefined = undefined,
  ) {
    super(serverMessage ?? (status === 0 ? 'Network error' : `Request failed with status ${status}`));
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
    this.serverMessage = serverMessage;
    this.code = code;
  }
}

/** Whether a failure is one of these codes: the one way screens branch on what the server refused. */
export function isApiErrorCode(error: unknown, ...codes: ErrorCode[]): error is ApiError {
  return error instanceof ApiError && error.code !== undefined && codes.includes(error.code);
}

/** The server's message when there is one, else the screen's default text. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;
}

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
  /**
   * Login and register calls answer 401 for wrong credentials; those must not trigger the global rule
   * that ends the session and redirects.
   */
  skipUnauthorizedRule?: boolean;
  /** The families' calls ask for the server's messages in the language of their screens. */
  language?: Locale;
}

/** Where a 401 sends the browser, by the current path. */
export function loginPathFor(pathname: string): string {
  if (pathname === '/admin' || pathname.startsWith('/admin/')) return '/admin/login';
  if (pathname === '/coordinator' || pathname.startsWith('/coordinator/')) return '/coordinator/login';
  return '/';
}

type UnauthorizedHandler = (loginPath: string) => void;

let unauthorizedHandler: UnauthorizedHandler = (loginPath) => window.location.replace(loginPath);

/** The app installs a router-based redirect here; the default reloads the page at the login path. */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): () => void {
  const previous = unauthorizedHandler;
  unauthorizedHandler = handler;
  return () => {
    unauthorizedHandler = previous;
  };
}

/** A 401 ends the session and sends the browser to the login of the current area. */
export function applyUnauthorizedRule(): void {
  clearSession();
  unauthorizedHandler(loginPathFor(window.location.pathname));
}

export function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return `${API_BASE}${path}${search ? `?${search}` : ''}`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The ApiError a failed reply's body describes (its code, message and fields), whatever the body holds. */
export function failureOf(status: number, body: unknown): ApiError {
  if (isRecord(body)) {
    const message = typeof body.message === 'string' && body.message.trim() ? body.message : undefined;
    const errors = Array.isArray(body.errors)
      ? body.errors.filter(
          (e): e is FieldError => isRecord(e) && typeof e.field === 'string' && typeof e.message === 'string',
        )
      : [];
    const code = typeof body.code === 'string' ? (body.code as ErrorCode) : undefined;
    return new ApiError(status, message, errors, code);
  }
  return new ApiError(status, undefined);
}

/** JSON in and out under /api, with the stored bearer token. Resolves with the whole reply body. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, query, signal, skipUnauthorizedRule = false, language } = options;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (language) headers['Accept-Language'] = language;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, undefined);
  }

  let payload: unknown = undefined;
  const text = await response.text().catch(() => '');
  if (text) {
    try {
      payload = JSON.parse(text);
    } catch {
      payload = undefined;
    }
  }

  if (response.status === 401 && !skipUnauthorizedRule) applyUnauthorizedRule();

  if (!response.ok || (isRecord(payload) && payload.success === false)) {
    throw failureOf(response.status, payload);
  }
  return payload as T;
}
