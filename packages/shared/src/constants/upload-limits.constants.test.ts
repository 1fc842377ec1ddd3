import { describe, expect, it } from 'vitest';
import {
  CHAT_AUDIO_MAX_BYTES,
  CHAT_FILE_MAX_BYTES,
  DOCUMENT_MAX_BYTES,
  FLOOR_PLAN_MAX_BYTES,
  IMAGE_MAX_BYTES,
  IMAGE_MAX_SIDE,
  IMAGE_MIN_SIZE,
  LISTING_DOCUMENTS_MAX,
  PARAMETER_FILE_MAX_BYTES,
  PROJECT_GALLERY_MAX,
  PROJECT_PLANS_MAX,
  PROPERTY_GALLERY_MAX,
  REQUEST_MAX_BYTES,
  VERIFICATION_FILE_MAX_BYTES,
} from './upload-limits.constants';

// The numbers of the API contract §4.21, pinned: a change here is a change of the contract.
describe('upload limits', () => {
  it('bounds each kind of file in binary megabytes', () => {
    const MB = 1024 * 1024;
    expect({
      IMAGE_MAX_BYTES,
      DOCUMENT_MAX_BYTES,
      FLOOR_PLAN_MAX_BYTES,
      PARAMETER_FILE_MAX_BYTES,
      VERIFICATION_FILE_MAX_BYTES,
      CHAT_FILE_MAX_BYTES,
      CHAT_AUDIO_MAX_BYTES,
      REQUEST_MAX_BYTES,
    }).toEqual({
      IMAGE_MAX_BYTES: 3 * MB,
      DOCUMENT_MAX_BYTES: 5 * MB,
      FLOOR_PLAN_MAX_BYTES: 5 * MB,
      PARAMETER_FILE_MAX_BYTES: 3 * MB,
      VERIFICATION_FILE_MAX_BYTES: 5 * MB,
      CHAT_FILE_MAX_BYTES: 2 * MB,
      CHAT_AUDIO_MAX_BYTES: 5 * MB,
      REQUEST_MAX_BYTES: 50 * MB,
    });
  });

  it('bounds image sizes and file counts', () => {
    expect([IMAGE_MIN_SIZE, IMAGE_MAX_SIDE]).toEqual([120, 10_000]);
    expect({ PROPERTY_GALLERY_MAX, PROJECT_GALLERY_MAX, LISTING_DOCUMENTS_MAX, PROJECT_PLANS_MAX }).toEqual({
      PROPERTY_GALLERY_MAX: 20,
      PROJECT_GALLERY_MAX: 30,
      LISTING_DOCUMENTS_MAX: 10,
      PROJECT_PLANS_MAX: 30,
    });
  });
});
