import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { TenantMemory } from '@/lib/session/types';

/** App-wide client state that is not server data: tenant memory (SPEC §7) and the side menu. */
interface AppState {
  tenantMemory: TenantMemory | null;
  menuOpen: boolean;
}

const initialState: AppState = { tenantMemory: null, menuOpen: false };

export const appSlice = createSlice({
  name: 'app',
  initialState,
  reducers: {
    tenantMemoryReceived(state, action: PayloadAction<TenantMemory>) {
      state.tenantMemory = action.payload;
    },
    menuToggled(state, action: PayloadAction<boolean | undefined>) {
      state.menuOpen = action.payload ?? !state.menuOpen;
    },
  },
});

export const appActions = appSlice.actions;
