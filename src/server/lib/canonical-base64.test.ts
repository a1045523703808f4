import { describe, expect, it } from 'vitest';
import { canonicalBase64Bytes, canonicalBase64urlBytes } from './canonical-base64.js';

describe('canonicalBase64urlBytes', () => {
  const bytes = Buffer.from('0123456789abcdef');
  const text = bytes.toString('base64url');

  it('reads the one spelling of the bytes', () => {
    expect(text).toBe('MDEyMzQ1Njc4OWFiY2RlZg');
    expect(canonicalBase64urlBytes(text)).toEqual(bytes);
    expect(canonicalBase64urlBytes('')).toEqual(Buffer.alloc(0));
  });

  it('refuses the other spellings decoding would accept: unused low bits, padding, stray or base64 characters', () => {
    for (const other of [
      'MDEyMzQ1Njc4OWFiY2RlZh',
      'MDEyMzQ1Njc4OWFiY2RlZv',
      `${text}==`,
      ` ${text}`,
      `${text}.`,
    ]) {
      expect(Buffer.from(other, 'base64url')).toEqual(bytes);
      expect(canonicalBase64urlBytes(other), other).toBeUndefined();
    }
    expect(canonicalBase64urlBytes('-_-_')).toEqual(Buffer.from('-_-_', 'base64url'));
    expect(canonicalBase64urlBytes('+/+/')).toBeUndefined();
  });
});

describe('canonicalBase64Bytes', () => {
  it('reads padded base64 and refuses the unpadded, url-safe and loose spellings', () => {
    const bytes = Buffer.from([0xfb, 0xff, 0xbf, 0x01]);
    expect(bytes.toString('base64')).toBe('+/+/AQ==');
    expect(canonicalBase64Bytes('+/+/AQ==')).toEqual(bytes);
    for (const other of ['+/+/AQ', '-_-_AQ==', '+/+/AR==', '+/+/ AQ==']) {
      expect(Buffer.from(other, 'base64')).toEqual(bytes);
      expect(canonicalBase64Bytes(other), other).toBeUndefined();
    }
  });
});
