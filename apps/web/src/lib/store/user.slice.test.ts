import { describe, expect, it } from 'vitest';
import { userInitialState } from './initial-state';
import { loggedOut, signupBegan, signupFailed, signupSuccess, userReducer } from './user.slice';

describe('user slice', () => {
  it('sets loading when signup begins', () => {
    expect(userReducer(userInitialState, signupBegan())).toEqual({ data: null, loading: true });
  });

  it('stores the response on success but leaves loading on', () => {
    const answer = { id: 7, name: 'Ravi' };
    const state = userReducer(userReducer(userInitialState, signupBegan()), signupSuccess(answer));
    expect(state).toEqual({ data: answer, loading: true });
  });

  it('clears loading on failure', () => {
    expect(userReducer(userReducer(userInitialState, signupBegan()), signupFailed()).loading).toBe(false);
  });

  it('resets to empty on logout', () => {
    const signedIn = userReducer(userInitialState, signupSuccess({ id: 7 }));
    expect(userReducer(signedIn, loggedOut())).toEqual(userInitialState);
  });
});
