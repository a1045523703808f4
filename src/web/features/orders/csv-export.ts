import { saveBlob } from '../../lib/save-file';
import { ORDER_MESSAGES } from './texts';
import { ApiError, applyUnauthorizedRule, buildUrl, failureOf, type QueryValue } from '../../lib/api-client';
import { getToken } from '../../lib/session';

/** Decodes %XX escapes as bytes of `charset` (RFC 5987 allows UTF-8 and ISO-8859-1). */
function decodeExtValue(charset: string, encoded: string): string | null {
  try {
    if (charset.toLowerCase() === 'iso-8859-1') {
      return encoded.replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    }
    return decodeURIComponent(encoded);
  } catch {
    return null;
  }
}

/** A file name safe to save: no folders, no control characters. */
function safeFileName(name: string | null | undefined): string | null {
  if (!name) return null;
  // eslint-disable-next-line no-control-regex
  const cleaned = (name.split(/[/\\]/).pop() ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return cleaned && cleaned !== '.' && cleaned !== '..' ? cleaned : null;
}

/**
 * The file name of a `Content-Disposition` header: `filename*` (RFC 5987, `UTF-8''orders%20A.csv`) wins
 * over `filename` (quoted or a bare token), as RFC 6266 says; without either, `fallback`.
 */
export function fileNameFromDisposition(
  header: string | null | undefined,
  fallback: string = ORDER_MESSAGES.exportDefaultFileName,
): string {
  if (!header) return fallback;

  const extended = /(?:^|;)\s*filename\*\s*=\s*"?([^;"]*)"?/i.exec(header);
  if (extended) {
    const parts = /^([^']*)'[^']*'(.*)$/.exec(extended[1]!.trim());
    const decoded = parts ? safeFileName(decodeExtValue(parts[1] || 'utf-8', parts[2]!)) : null;
    if (decoded) return decoded;
  }

  const quoted = /(?:^|;)\s*filename\s*=\s*"((?:[^"\\]|\\.)*)"/i.exec(header);
  if (quoted) {
    const name = safeFileName(quoted[1]!.replace(/\\(.)/g, '$1'));
    if (name) return name;
  }

  const token = /(?:^|;)\s*filename\s*=\s*([^;"]+)/i.exec(header);
  return safeFileName(token?.[1]) ?? fallback;
}

export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

/** What a download is: its media type, and its name when the reply names none (CSV exports by default). */
export interface FileKind {
  accept: string;
  fallbackFileName: string;
}

const CSV_FILE: FileKind = { accept: 'text/csv', fallbackFileName: ORDER_MESSAGES.exportDefaultFileName };

/**
 * GET a file (an export, an outbox message as .eml) with the stored bearer token: the reply is a file, not JSON.
 * Failures throw ApiError like every other call, and a 401 applies the global rule.
 */
export async function fetchFile(
  path: string,
  query: Record<string, QueryValue>,
  kind: FileKind = CSV_FILE,
): Promise<DownloadedFile> {
  const headers: Record<string, string> = { Accept: `${kind.accept}, application/json` };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), { headers });
  } catch {
    throw new ApiError(0, undefined);
  }
  if (response.status === 401) applyUnauthorizedRule();
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => undefined);
    throw failureOf(response.status, body);
  }
  const blob = await response.blob();
  return {
    blob,
    fileName: fileNameFromDisposition(response.headers.get('Content-Disposition'), kind.fallbackFileName),
  };
}

/** Hands the exported file to the browser's download. */
export function saveFile({ blob, fileName }: DownloadedFile): void {
  saveBlob(blob, fileName);
}
