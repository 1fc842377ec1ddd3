import { describe, expect, it } from 'vitest';
import {
  AVATAR_MAX_BYTES,
  avatarDimensionProblem,
  avatarFileProblem,
  sniffImageType,
} from './avatar-check.util';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0];
const JPEG = [0xff, 0xd8, 0xff, 0xe0, 0, 0x10];
const GIF = [0x47, 0x49, 0x46, 0x38, 0x39, 0x61];

describe('sniffImageType', () => {
  it('knows JPEG and PNG by their first bytes', () => {
    expect(sniffImageType(new Uint8Array(JPEG))).toBe('image/jpeg');
    expect(sniffImageType(new Uint8Array(PNG))).toBe('image/png');
  });

  it('refuses anything else, whatever the name says', () => {
    expect(sniffImageType(new Uint8Array(GIF))).toBeNull();
    expect(sniffImageType(new TextEncoder().encode('%PDF-1.7'))).toBeNull();
    expect(sniffImageType(new Uint8Array(PNG.slice(0, 5)))).toBeNull();
    expect(sniffImageType(new Uint8Array())).toBeNull();
  });
});

describe('avatarFileProblem', () => {
  it('answers with the server words for the wrong type and for a file over 3 MB', () => {
    expect(avatarFileProblem(null, 10)).toBe('This file type is not allowed');
    expect(avatarFileProblem('image/png', AVATAR_MAX_BYTES + 1)).toBe('File is too large');
    expect(avatarFileProblem('image/jpeg', AVATAR_MAX_BYTES)).toBeNull();
  });
});

describe('avatarDimensionProblem', () => {
  it('needs 120 pixels on both sides', () => {
    expect(avatarDimensionProblem({ width: 120, height: 120 })).toBeNull();
    expect(avatarDimensionProblem({ width: 119, height: 400 })).toBe('Image must be at least 120x120 pixels');
    expect(avatarDimensionProblem({ width: 400, height: 119 })).toBe('Image must be at least 120x120 pixels');
  });

  it('refuses a picture the browser could not decode the same way', () => {
    expect(avatarDimensionProblem(null)).toBe('Image must be at least 120x120 pixels');
  });
});
