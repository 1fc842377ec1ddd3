import { z } from 'zod';
import {
  OTHER_REASON_ID,
  REPORT_OTHER_MESSAGE,
  REPORT_REASON_MESSAGE,
} from '../constants/listing-mark.constants.js';
import { boolParam, idParam, pagination, required, textParam } from './params.schema.js';

// A member's marks on a listing: favourite, interest, report. The report form in the browser uses
// the same words (constants/listing-mark.constants.ts).

/** `add_favourite` and `interested_users`: `type` 1 adds the mark, 0 removes it. */
export const listingMarkSchema = z.object({
  property_id: required(idParam('property_id')),
  type: required(boolParam('type')),
});

/** `get_favourite_property`: my favourites, 25 a page by default. */
export const favouritesQuerySchema = z.object(pagination(25, 100));

/** `get_interested_users`: the members interested in one of my listings (by id or slug). */
export const interestedUsersQuerySchema = z
  .object({
    property_id: idParam('property_id').optional(),
    slug_id: textParam('slug_id', 100).optional(),
    ...pagination(10, 100),
  })
  .superRefine((value, ctx) => {
    if (value.property_id === undefined && value.slug_id === undefined) {
      ctx.addIssue({ code: 'custom', path: ['property_id'], message: 'Please fill all fields' });
    }
  });

/** `add_reports`: a reason from the operator's list, or 0 with the member's own words. */
export const reportSchema = z
  .object({
    property_id: required(idParam('property_id')),
    reason_id: required(idParam('reason_id', { allowZero: true }), REPORT_REASON_MESSAGE),
    other_message: textParam('other_message', 1000).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.reason_id === OTHER_REASON_ID && !value.other_message?.trim()) {
      ctx.addIssue({ code: 'custom', path: ['other_message'], message: REPORT_OTHER_MESSAGE });
    }
  });

export type ListingMarkInput = z.output<typeof listingMarkSchema>;
export type FavouritesQuery = z.output<typeof favouritesQuerySchema>;
export type InterestedUsersQuery = z.output<typeof interestedUsersQuerySchema>;
export type ReportInput = z.output<typeof reportSchema>;
