// The chat screen's address: /user/chat lists the conversations, `?user_id=…&property_id=…` opens
// one (the other party, 0 for the operator, and the listing). Shared by the listing pages' message
// buttons and the screen itself; imports nothing, so it costs a public page nothing.

export const CHAT_PATH = '/user/chat';

export interface ChatAddress {
  other: number;
  propertyId: number;
}

export function chatPath(address?: ChatAddress | null): string {
  if (!address) return CHAT_PATH;
  return `${CHAT_PATH}?user_id=${address.other}&property_id=${address.propertyId}`;
}

const first = (value: string | string[] | null | undefined) => (Array.isArray(value) ? value[0] : value);

/** The conversation a link names, or null when it names none (or nonsense). */
export function chatAddressOf(params: {
  user_id?: string | string[] | null;
  property_id?: string | string[] | null;
}): ChatAddress | null {
  const other = first(params.user_id);
  const property = first(params.property_id);
  if (!other || !property || !/^\d{1,12}$/.test(other) || !/^\d{1,12}$/.test(property)) return null;
  const propertyId = Number(property);
  return propertyId > 0 ? { other: Number(other), propertyId } : null;
}
