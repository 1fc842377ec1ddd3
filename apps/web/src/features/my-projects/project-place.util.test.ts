import { describe, expect, it } from 'vitest';
import { projectPlace } from './project-place.util';

describe('a project’s place in one line', () => {
  it('names the city, region and country once, after the address', () => {
    expect(
      projectPlace({ location: 'Powai, Mumbai', city: 'Mumbai', state: 'Maharashtra', country: 'India' }),
    ).toBe('Powai, Mumbai, Maharashtra, India');
    expect(projectPlace({ location: '1 Park Road', city: 'pune', state: null, country: 'India' })).toBe(
      '1 Park Road, pune, India',
    );
    expect(projectPlace({ location: ' ', city: 'Dubai', state: 'Dubai', country: 'UAE' })).toBe('Dubai, UAE');
    expect(projectPlace({})).toBe('');
  });
});
