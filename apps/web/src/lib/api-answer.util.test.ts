import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiResult } from './api-client';

vi.mock('./toast.util', () => ({ showToast: vi.fn(async () => {}) }));

const { showToast } = await import('./toast.util');
const { failureOf, fieldErrorsOf, firstFieldMessage, handleAnswer, toastFor } = await import(
  './api-answer.util'
);

const success: ApiResult<{ id: number }> = {
  kind: 'success',
  status: 200,
  body: { error: false, message: 'Data fetched successfully', data: { id: 1 } },
};
const failure: ApiResult<never> = {
  kind: 'error',
  status: 409,
  body: { error: true, message: 'Already Reported', code: 'ALREADY_REPORTED' },
};
const network: ApiResult<never> = { kind: 'network', status: 502, message: 'Bad gateway' };

describe('toastFor (answer handling)', () => {
  it('shows nothing on success by default', () => {
    expect(toastFor(success)).toBeNull();
  });

  it('shows the server message as a success toast when asked', () => {
    expect(toastFor(success, true)).toEqual({ type: 'success', message: 'Data fetched successfully' });
  });

  it('shows nothing when asked but the server said nothing', () => {
    expect(
      toastFor({ ...success, body: { ...success.body, message: '' } } as ApiResult<unknown>, true),
    ).toBeNull();
  });

  it('shows the server message as an error toast when error is true', () => {
    expect(toastFor(failure)).toEqual({ type: 'error', message: 'Already Reported' });
  });

  it('falls back to "An error occurred." with the code when the message is empty', () => {
    const bare: ApiResult<never> = {
      kind: 'error',
      status: 403,
      body: { error: true, message: '', code: 'SOME_CODE' },
    };
    expect(toastFor(bare)?.message).toBe('An error occurred. SOME_CODE');
  });

  it('shows the response body of a network failure as an error toast', () => {
    expect(toastFor(network)).toEqual({ type: 'error', message: 'Bad gateway' });
  });

  it('shows a generic message for a network failure without a body', () => {
    const empty: ApiResult<never> = { kind: 'network', status: null, message: '' };
    expect(toastFor(empty)).toEqual({
      type: 'error',
      message: 'Oops! Something went wrong. Please try again later',
    });
  });
});

describe('handleAnswer', () => {
  beforeEach(() => vi.mocked(showToast).mockClear());

  it('runs the success handler with the answer and the request data, without a toast', () => {
    const onSuccess = vi.fn();
    const onError = vi.fn();
    handleAnswer(success, { onSuccess, onError }, { call: 'x' });
    expect(onSuccess).toHaveBeenCalledWith(success.kind === 'success' ? success.body : null, { call: 'x' });
    expect(onError).not.toHaveBeenCalled();
    expect(showToast).not.toHaveBeenCalled();
  });

  it('toasts and runs the error handler with the code when error is true', () => {
    const onSuccess = vi.fn();
    const onError = vi.fn();
    handleAnswer(failure, { onSuccess, onError }, null);
    expect(showToast).toHaveBeenCalledWith({ type: 'error', message: 'Already Reported' });
    expect(onError).toHaveBeenCalledWith(
      { message: 'Already Reported', code: 'ALREADY_REPORTED', status: 409, details: null },
      null,
    );
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('toasts and runs the error handler on a network failure', () => {
    const onError = vi.fn();
    handleAnswer(network, { onError }, null);
    expect(showToast).toHaveBeenCalledWith({ type: 'error', message: 'Bad gateway' });
    expect(onError).toHaveBeenCalledWith(failureOf(network), null);
  });
});

describe('field messages of a refusal', () => {
  const refusal = (details: Record<string, unknown> | null) => ({
    message: 'Please fill all fields',
    code: 'VALIDATION_ERROR',
    status: 400,
    details,
  });

  it('lists details.fields in order, and reads the first', () => {
    const failure = refusal({
      fields: [
        { field: 'name', message: 'Name is required' },
        { field: 'email', message: 'Invalid email' },
      ],
    });
    expect(fieldErrorsOf(failure).map((f) => f.field)).toEqual(['name', 'email']);
    expect(firstFieldMessage(failure)).toBe('Name is required');
  });

  it('falls back to the refusal’s own message without fields (or with a malformed list)', () => {
    for (const details of [null, {}, { fields: 'name' }]) {
      expect(fieldErrorsOf(refusal(details))).toEqual([]);
      expect(firstFieldMessage(refusal(details))).toBe('Please fill all fields');
    }
  });
});
