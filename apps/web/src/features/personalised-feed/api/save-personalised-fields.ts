import type { PersonalisedInterests } from '@domus/shared/schemas/personalised.schema';
import { callApi } from '@/lib/api-answer.util';

/** `POST personalised-fields`: create or replace my interests ("Data Store Successfully"…). */
export function savePersonalisedFields(body: Record<string, string>) {
  return callApi<PersonalisedInterests>(
    { call: 'personalised-fields', method: 'POST', body },
    { successToast: true },
  );
}

/** `DELETE personalised-fields`: forget my interests ("Data Deleted Successfully"). */
export function clearPersonalisedFields() {
  return callApi<null>({ call: 'personalised-fields', method: 'DELETE' }, { successToast: true });
}
