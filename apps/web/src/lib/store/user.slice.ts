import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { userInitialState } from './initial-state';

// The signed-in user. The session token itself lives in an httpOnly cookie,
// so `data` holds the signup answer without anything a script could steal.

const userSlice = createSlice({
  name: 'user',
  initialState: userInitialState,
  reducers: {
    signupBegan(state) {
      state.loading = true;
    },
    // Success stores the response but leaves loading on; the sign-in flow that follows
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
