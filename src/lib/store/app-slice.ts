import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** App-wide client state that is not server data: the side menu. */
interface AppState {
  menuOpen: boolean;
}

const initialState: AppState = { menuOpen: false };

export const appSlice = createSlice({
  name: 'app',
  initialState,
  reducers: {
    menuToggled(state, action: PayloadAction<boolean | undefined>) {
      state.menuOpen = action.payload ?? !state.menuOpen;
    },
  },
});

export const appActions = appSlice.actions;
