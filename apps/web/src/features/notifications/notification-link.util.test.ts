import { describe, expect, it } from 'vitest';
import { notificationHref } from './notification-link.util';

const property = { id: 12, slug_id: 'sea-view-villa', title_image: null };
const project = { id: 4, slug_id: 'green-park' };

describe('notificationHref', () => {
  it('sends owners to their own listing or project page', () => {
    expect(notificationHref({ type: 1, property, project: null })).toBe('/my-property/sea-view-villa');
    expect(notificationHref({ type: 1, property: null, project })).toBe('/my-project/green-park');
  });

  it('sends everyone else to the public page, and nowhere without a listing', () => {
    expect(notificationHref({ type: 2, property, project: null })).toBe('/properties-details/sea-view-villa');
    expect(notificationHref({ type: 0, property: null, project })).toBe('/project-details/green-park');
    expect(notificationHref({ type: 0, property: null, project: null })).toBeNull();
  });

  it('sends a verification review to the member verification page', () => {
    for (const event of ['verification_success', 'verification_failed']) {
      expect(notificationHref({ type: 1, event, property: null, project: null })).toBe(
        '/user/agent-verification',
      );
    }
    expect(notificationHref({ type: 1, event: 'payment_failed', property: null, project: null })).toBeNull();
  });
});
