import { describe, expect, it } from 'vitest';
import { parseApiAnswer } from './api-client';
import { uploadAnswer } from './api-upload';

describe('uploadAnswer', () => {
  it('classifies every answer exactly as parseApiAnswer does', () => {
    const cases: [number, string][] = [
      [
        201,
        JSON.stringify({
          error: false,
          message: 'Property Post Successfully',
          data: { id: 1 },
          warnings: [],
        }),
      ],
      [200, JSON.stringify({ error: false, data: null })],
      [400, JSON.stringify({ error: true, message: 'Title is required', code: 'VALIDATION_FAILED' })],
      [403, JSON.stringify({ error: false, message: 'odd', data: null })],
      [413, JSON.stringify({ error: true, code: 'PAYLOAD_TOO_LARGE', details: { field: 'title_image' } })],
      [502, '<html>Bad gateway</html>'],
      [200, ''],
      [200, '[1,2]'],
      [200, 'null'],
    ];
    for (const [status, text] of cases) {
      expect(uploadAnswer(status, text), text).toEqual(parseApiAnswer(status, text));
    }
  });
});
