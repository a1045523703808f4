import { SHARE_TOKEN_ALPHABET, SHARE_TOKEN_LENGTH } from '../../shared/api/share-link-paths.js';

const TOKEN_PATTERN = new RegExp(`^[${SHARE_TOKEN_ALPHABET}]{${SHARE_TOKEN_LENGTH}}$`);

/** Whether a path segment can be a share token at all: anything else is refused before any query. */
export function isShareToken(value: string): boolean {
  return TOKEN_PATTERN.test(value);
}
