import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { userInitialState } from './initial-state';

// Spec §3/§4: the signed-in user. The session token itself lives in an httpOnly cookie
// (contract §1.3), so `data` holds the signup answer without anything a script could steal.

const userSlice = createSlice({
  name: 'user',
  initialState: userInitialState,
  reducers: {
    signupBegan(state) {
      state.loading = true;
    },
    // Spec §4: success stores the response but leaves loading on; the sign-in flow that follows
    // (profile completion, redirect) is what ends it.
    signupSuccess(state, action: PayloadAction<unknown>) {
      state.data = action.payload;
    },
    signupFailed(state) {
      state.loading = false;
    },
    loggedOut() {
      return userInitialState;
    },
  },
});

export const { signupBegan, signupSuccess, signupFailed, loggedOut } = userSlice.actions;
export const userReducer = userSlice.reducer;
