import { describe, expect, it } from 'vitest';
import { PROJECT_REVIEW_FLOW, type ProjectEvent, projectTransition } from './project-status.js';

// The project review flow of contract §4.3, row by row.

const refusal = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    const e = error as { status: number; code: string; message: string };
    return [e.status, e.code, e.message];
  }
  return null;
};

describe('project review flow', () => {
  it('sets what §4.3 says for each event', () => {
    const rows: [ProjectEvent, 'owner' | 'operator', object][] = [
      ['created', 'owner', { request_status: 'pending', status: 0 }],
      ['created_auto_approved', 'owner', { request_status: 'approved', status: 1 }],
      ['created_by_operator', 'operator', { request_status: 'approved', status: 1 }],
      // Moderation never touches the switch: a new project stays off until it is enabled.
      ['operator_approves', 'operator', { request_status: 'approved' }],
      ['operator_rejects', 'operator', { request_status: 'rejected' }],
      ['owner_edits', 'owner', { request_status: 'pending' }],
      ['owner_edits_auto_approved', 'owner', { request_status: 'approved' }],
      ['enabled', 'operator', { status: 1 }],
      ['disabled', 'operator', { status: 0 }],
    ];
    for (const [event, actor, sets] of rows) {
      expect(projectTransition(event, actor, { request_status: 'pending' }), event).toEqual(sets);
    }
    expect(Object.keys(PROJECT_REVIEW_FLOW).sort()).toEqual(rows.map(([event]) => event).sort());
  });

  it('lets the owner switch only while approved; the operator any time', () => {
    expect(projectTransition('enabled', 'owner', { request_status: 'approved' })).toEqual({ status: 1 });
    expect(projectTransition('disabled', 'owner', { request_status: 'approved' })).toEqual({ status: 0 });
    for (const state of ['pending', 'rejected']) {
      for (const event of ['enabled', 'disabled'] as const) {
        expect(refusal(() => projectTransition(event, 'owner', { request_status: state }))).toEqual([
          409,
          'NOT_APPROVED',
          'Project is not approved',
        ]);
      }
      expect(projectTransition('enabled', 'operator', { request_status: state })).toEqual({ status: 1 });
    }
  });

  it('keeps moderation the operator’s and edits the owner’s', () => {
    for (const event of ['operator_approves', 'operator_rejects', 'created_by_operator'] as const) {
      expect(refusal(() => projectTransition(event, 'owner'))).toEqual([
        409,
        'INVALID_STATUS_TRANSITION',
        'This status change is not allowed',
      ]);
    }
    expect(refusal(() => projectTransition('owner_edits', 'operator'))?.[1]).toBe(
      'INVALID_STATUS_TRANSITION',
    );
  });
});
