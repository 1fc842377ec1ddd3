// The chat screen's address: /user/chat lists the conversations; `?user_id=…&property_id=…` opens
// one (the other party, 0 for the operator, and the listing); `?user_id=…` alone asks which of that
// owner's listings to talk about. `from` names the page a guest came from, to return there after
// signing in. Shared by the listing pages' message links and the screen; imports nothing.

export const CHAT_PATH = '/user/chat';

export interface ChatAddress {
  other: number;
  propertyId: number;
}

export function chatPath(address?: ChatAddress | null): string {
  if (!address) return CHAT_PATH;
  return `${CHAT_PATH}?user_id=${address.other}&property_id=${address.propertyId}`;
}

/** A listing page's link to message `other` (about `propertyId`, or one of theirs to pick). */
export function chatLink(other: number, propertyId: number | null, from: string): string {
  const params = new URLSearchParams({ user_id: String(other) });
  if (propertyId !== null) params.set('property_id', String(propertyId));
  params.set('from', from);
  return `${CHAT_PATH}?${params}`;
}

type Param = string | string[] | null | undefined;

const first = (value: Param) => (Array.isArray(value) ? value[0] : value);
const idOf = (value: Param) => {
  const text = first(value);
  return text && /^\d{1,12}$/.test(text) ? Number(text) : null;
};

export interface ChatRequest {
  /** The other party, when the address names one. */
  other: number | null;
  /** The listing, when the address names one (and the other party). */
  propertyId: number | null;
  /** A path on this site the visitor came from, else null. */
  from: string | null;
}

/** What a chat address asks for; nonsense in any part reads as absent. */
export function chatRequestOf(params: { user_id?: Param; property_id?: Param; from?: Param }): ChatRequest {
  const other = idOf(params.user_id);
  const property = idOf(params.property_id);
  const from = first(params.from);
  return {
    other,
    propertyId: other !== null && property !== null && property > 0 ? property : null,
    from: from?.startsWith('/') && !from.startsWith('//') && !from.includes('\\') ? from : null,
  };
}

/** The conversation an address opens, or null when it names none. */
export function chatAddressOf(params: { user_id?: Param; property_id?: Param }): ChatAddress | null {
  const { other, propertyId } = chatRequestOf(params);
  return other !== null && propertyId !== null ? { other, propertyId } : null;
}

/**
 * Whether the page at `location` (a path with its query) is the open thread a chat push is about:
 * that page shows the message already, live, so the push needs no toast there.
 */
export function isOpenThread(
  location: string,
  push: { sender_id?: unknown; property_id?: unknown },
): boolean {
  const url = new URL(location, 'http://page.invalid');
  if (url.pathname !== CHAT_PATH) return false;
  const open = chatAddressOf({
    user_id: url.searchParams.get('user_id'),
    property_id: url.searchParams.get('property_id'),
  });
  return (
    open !== null && open.other === Number(push.sender_id) && open.propertyId === Number(push.property_id)
  );
}
