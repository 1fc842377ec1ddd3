import { LICENCE_PHOTO_KEY, LICENCE_SCAN_KEY } from './demo-images.js';
import type { SeedRandom } from './seed-random.js';
import type { SeededPeople, SeededUser } from './seed-users.js';
import type { SeedClock, SeedWriter } from './seed-writer.js';

/**
 * The agent verification demo (issue 13): the operator's form, one field of each type in two
 * sections, and an application from every member who is not `initial`, answered in full. The demo
 * agent (agent@domus.local) is verified and its licence is a picture; under-review and failed
 * applications show the queue and the failure reason. The papers are sample files under the
 * private prefix, so they are served like real ones (to the applicant and operators only).
 */
export const VERIFICATION_FORM: ReadonlyArray<{
  name: string;
  type: 'text' | 'number' | 'radio' | 'checkbox' | 'dropdown' | 'textarea' | 'file';
  section: string | null;
  options: readonly string[];
}> = [
  { name: 'Licence type', type: 'radio', section: 'Licence', options: ['Individual', 'Company'] },
  { name: 'Licence number', type: 'text', section: 'Licence', options: [] },
  { name: 'Licence scan', type: 'file', section: 'Licence', options: [] },
  { name: 'Years of experience', type: 'number', section: 'Experience', options: [] },
  {
    name: 'Areas served',
    type: 'checkbox',
    section: 'Experience',
    options: ['Residential sales', 'Rentals', 'Commercial', 'New projects'],
  },
  {
    name: 'Agency',
    type: 'dropdown',
    section: 'Experience',
    options: ['Independent', 'Domus Partner Agency', 'Other agency'],
  },
  { name: 'About you', type: 'textarea', section: null, options: [] },
];

const LICENCE_PREFIX: Record<string, string> = {
  India: 'RERA-A518',
  'United Arab Emirates': 'BRN-',
  'United Kingdom': 'ARLA-',
  'United States': 'LIC-',
  Kenya: 'EARB/2019/',
};

/** Printed on the sample licence picture (demo-images.ts). */
const DEMO_AGENT_LICENCE = 'RERA-A51812345';

const FAILURE_REASONS = [
  'The licence scan is unreadable. Please upload a clear photo or PDF of the whole licence.',
  'The licence number does not match the regulator’s register. Please check it and apply again.',
];

const ABOUT = [
  'I help families find homes close to good schools and transport.',
  'Ten years of sales and rentals in the city centre, with a focus on new projects.',
  'Independent agent: honest advice, quick viewings, and help with the paperwork.',
];

export async function seedVerification(
  w: SeedWriter,
  clock: SeedClock,
  r: SeedRandom,
  people: SeededPeople,
): Promise<void> {
  const stamp = { created_at: clock.daysAgo(365), updated_at: clock.daysAgo(365) };
  const fieldBase = await w.reserveIds('verification_fields', VERIFICATION_FORM.length);
  const optionCount = VERIFICATION_FORM.reduce((n, f) => n + f.options.length, 0);
  let optionId = await w.reserveIds('verification_field_options', optionCount);
  const options: { id: number; field_id: number; value: string; created_at: string }[] = [];
  VERIFICATION_FORM.forEach((field, i) => {
    for (const value of field.options) {
      options.push({ id: optionId, field_id: fieldBase + i, value, created_at: stamp.created_at });
      optionId += 1;
    }
  });
  await w.insert(
    'verification_fields',
    VERIFICATION_FORM.map((field, i) => ({
      id: fieldBase + i,
      name: field.name,
      field_type: field.type,
      rank: i + 1,
      status: 1,
      section: field.section,
      ...stamp,
    })),
  );
  await w.insert('verification_field_options', options);

  const everyone: SeededUser[] = [...people.agents, ...people.members];
  const applicants = everyone.filter((u) => u.verification !== 'initial');
  const base = await w.reserveIds('verification_applications', applicants.length);
  let failures = 0;
  const applications = applicants.map((u, i) => {
    const days = r.float(20, 240);
    const reviewed = u.verification !== 'pending';
    const reason =
      u.verification === 'failed' ? (FAILURE_REASONS[failures++ % FAILURE_REASONS.length] ?? null) : null;
    return {
      id: base + i,
      user_id: u.id,
      status: u.verification,
      reason,
      reviewed_at: reviewed ? clock.daysAgo(days - 3) : null,
      reviewed_by: reviewed ? people.admin.id : null,
      created_at: clock.daysAgo(days),
      updated_at: clock.daysAgo(reviewed ? days - 3 : days),
    };
  });
  await w.insert('verification_applications', applications);

  const values = applicants.flatMap((u, i) => {
    const app = applications[i] as (typeof applications)[number];
    const answer = (index: number, value: string) => ({
      application_id: app.id,
      field_id: fieldBase + index,
      field_type: VERIFICATION_FORM[index]?.type ?? 'text',
      value,
      created_at: app.created_at,
      updated_at: app.created_at,
    });
    const areas = (VERIFICATION_FORM[4]?.options ?? []).filter(() => r.chance(0.5));
    return [
      answer(0, r.chance(0.6) ? 'Individual' : 'Company'),
      // The demo agent's number is the one printed on its sample licence picture.
      answer(
        1,
        u.id === people.demoAgent.id
          ? DEMO_AGENT_LICENCE
          : `${LICENCE_PREFIX[u.city.country] ?? 'LIC-'}${r.int(10000, 99999)}`,
      ),
      answer(2, u.id === people.demoAgent.id ? LICENCE_PHOTO_KEY : LICENCE_SCAN_KEY),
      answer(3, String(r.int(1, 25))),
      answer(4, JSON.stringify(areas.length > 0 ? areas : ['Residential sales'])),
      answer(5, r.pick(VERIFICATION_FORM[5]?.options ?? ['Independent'])),
      answer(6, r.pick(ABOUT)),
    ];
  });
  await w.insert('verification_values', values);
}
