import type { PersonalisedInterests } from '@domus/shared/schemas/personalised.schema';
import { queryOptions } from '@tanstack/react-query';
import { type ApiRead, browserRead, dataOf } from '@/lib/api-read';

/** `GET personalised-fields`: my interests, or null when none are saved. */
export function getPersonalisedFields(read: ApiRead) {
  return read<PersonalisedInterests | null>('personalised-fields');
}

export function personalisedFieldsQueryOptions() {
  return queryOptions({
    queryKey: ['personalised-fields'],
    queryFn: () => dataOf(getPersonalisedFields(browserRead)),
  });
}
