import { deleteUserSchema, profileUpdateSchema } from '@domus/shared/schemas/account.schema';
import { type CallDefinition, defineCall, ok, signedIn } from '../../lib/call.js';
import type { Services } from '../../services.js';

const TAG = 'Accounts';

/** update_profile, delete_user. */
export function profileCalls(services: Services): CallDefinition[] {
  return [
    defineCall({
      method: 'POST',
      name: 'update_profile',
      access: 'required',
      tag: TAG,
      summary:
        'Update my profile: only sent fields change; `profile` is a JPEG/PNG upload (≤ 3 MB, ≥ 120×120); `fcm_id` adds a push registration.',
      input: profileUpdateSchema,
      handler: async ({ input, viewer }) =>
        ok(await services.profile.update(signedIn(viewer), input), 'Profile Updated Successfully'),
    }),
    defineCall({
      method: 'POST',
      name: 'delete_user',
      access: 'required',
      tag: TAG,
      summary:
        'Delete my account: profile, sessions, listings and their files, chats, favourites and the rest; payments are kept, unlinked.',
      input: deleteUserSchema,
      handler: async ({ input, viewer }) => {
        const me = signedIn(viewer);
        await services.accountDeletion.deleteAccount(me, input);
        // A cookie session ends with its account: the browser should drop it at once.
        return ok(null, 'Account deleted successfully', me.via === 'cookie' ? { sessionCookie: null } : {});
      },
    }),
  ];
}
