import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AuthorizeResponse, CurrentUser, Organization, ServerRule, SessionState } from './types';
import { loadPersistedSession } from './persist';

export const emptySession: SessionState = {
  accessToken: null,
  csrfToken: null,
  refreshToken: null,
  domain: null,
  rules: [],
  authenticated: false,
  ssoError: false,
  previousPath: null,
  user: null,
  profileLoadedAt: null,
};

export const sessionSlice = createSlice({
  name: 'session',
  initialState: (): SessionState => loadPersistedSession() ?? emptySession,
  reducers: {
    signedIn(state, action: PayloadAction<AuthorizeResponse & { domain: string | null }>) {
      const p = action.payload;
      state.accessToken = p.access_token;
      state.csrfToken = p.csrf_token;
      state.refreshToken = p.refresh_token;
      state.domain = p.domain;
      state.user = p.user;
      state.rules = p.rules;
      state.authenticated = true;
      state.ssoError = false;
      state.profileLoadedAt = Date.now();
    },
    tokensRefreshed(state, action: PayloadAction<{ access_token: string; csrf_token: string; refresh_token: string }>) {
      state.accessToken = action.payload.access_token;
      state.csrfToken = action.payload.csrf_token;
      state.refreshToken = action.payload.refresh_token;
    },
    profileLoaded(state, action: PayloadAction<{ user: CurrentUser; rules?: ServerRule[] }>) {
      state.user = action.payload.user;
      if (action.payload.rules) state.rules = action.payload.rules;
      state.profileLoadedAt = Date.now();
    },
    rulesReceived(state, action: PayloadAction<ServerRule[]>) {
      state.rules = action.payload;
    },
    organizationUpdated(state, action: PayloadAction<Organization>) {
      if (state.user) state.user.organization = action.payload;
    },
    previousPathSet(state, action: PayloadAction<string | null>) {
      state.previousPath = action.payload;
    },
    ssoErrorSet(state, action: PayloadAction<boolean>) {
      state.ssoError = action.payload;
    },
    signedOut(state) {
      Object.assign(state, emptySession, { previousPath: state.previousPath });
    },
  },
});

export const sessionActions = sessionSlice.actions;
