import { GAZETTEER_PLACES } from '@domus/shared/constants/gazetteer.constants';
import { describe, expect, it } from 'vitest';
import { GAZETTEER } from './gazetteer.data';

// The web forms look places up in the shared list; the demo listings are placed with this one. A
// pin dropped on a demo city must name it exactly as its listings do, so the two stay in step.
describe('the shared gazetteer', () => {
  it('holds every seed city with the same state, country and centre', () => {
    expect(GAZETTEER_PLACES).toEqual(
      GAZETTEER.map((c) => ({
        city: c.name,
        state: c.state,
        country: c.country,
        latitude: c.latitude,
        longitude: c.longitude,
      })),
    );
  });
});
