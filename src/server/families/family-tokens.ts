import { createHash, randomBytes } from 'node:crypto';

/** A fresh bearer secret: 32 random bytes, base64url. Only its hash is stored. */
export const newFamilyToken = () => randomBytes(32).toString('base64url');

/** The SHA-256 of a token (or of a notice's text), in hex: what the database keeps and looks up by. */
export const sha256Hex = (value: string) => createHash('sha256').update(value, 'utf8').digest('hex');
