import type { ApiRead } from '@/lib/api-read';

/** `get-profile`: who I am, so the screen knows which messages are mine. */
export function getMyProfile(read: ApiRead) {
  return read<{ id: number; name: string | null }>('get-profile');
}
