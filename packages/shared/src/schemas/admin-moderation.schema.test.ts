import { describe, expect, it } from 'vitest';
import {
  moderationBulkApproveSchema,
  moderationBulkRejectSchema,
  moderationListQuerySchema,
  moderationRejectSchema,
} from './admin-moderation.schema';

// One rule for a rejection's reason, used by the API and by the console's reject dialog.

describe('moderationRejectSchema', () => {
  it('keeps the reason trimmed', () => {
    expect(moderationRejectSchema.parse({ id: '7', reason: '  Blurry photos ' })).toEqual({
      id: 7,
      reason: 'Blurry photos',
    });
  });

  it.each([
    [undefined, 'Please write the reason for the rejection'],
    ['   ', 'Please write the reason for the rejection'],
    ['x'.repeat(301), 'The reason must be at most 300 characters'],
  ])('refuses %j with a clear message', (reason, message) => {
    const result = moderationRejectSchema.safeParse({ id: 7, reason });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['reason', message]]);
  });

  it('accepts exactly 300 characters', () => {
    expect(moderationRejectSchema.safeParse({ id: 7, reason: 'x'.repeat(300) }).success).toBe(true);
  });
});

describe('moderationListQuerySchema', () => {
  it('lists the pending queue by default, 20 at a time', () => {
    expect(moderationListQuerySchema.parse({})).toEqual({ request_status: 'pending', offset: 0, limit: 20 });
  });
});

describe('the listings tables', () => {
  it('reads the tables filters: all states, on/off, type, premium, city, sort', () => {
    expect(
      moderationListQuerySchema.parse({
        request_status: 'all',
        status: '0',
        property_type: 'rent',
        is_premium: '1',
        city: ' Lyon ',
        sort: 'price',
      }),
    ).toMatchObject({
      request_status: 'all',
      status: 0,
      property_type: 'rent',
      is_premium: true,
      city: 'Lyon',
      sort: 'price',
    });
    expect(moderationListQuerySchema.safeParse({ sort: 'cheapest' }).success).toBe(false);
    expect(moderationListQuerySchema.safeParse({ status: 2 }).success).toBe(false);
  });

  it('takes 1 to 100 ids for a bulk decision, and a reason for a bulk rejection', () => {
    expect(moderationBulkApproveSchema.parse({ ids: '3,4,3' })).toEqual({ ids: [3, 4] });
    expect(moderationBulkApproveSchema.safeParse({ ids: [] }).success).toBe(false);
    expect(moderationBulkRejectSchema.safeParse({ ids: [1] }).success).toBe(false);
    expect(moderationBulkRejectSchema.parse({ ids: [1], reason: ' No ' })).toEqual({
      ids: [1],
      reason: 'No',
    });
  });
});
