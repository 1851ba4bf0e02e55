/** What other features use of the users feature (e.g. the onboarding wizard's "users" step). */
export { InviteUserForm } from './components/invite-user-form';
export { ImportButton } from './components/excel-tools';
export { useGetUserFormDataQuery } from './api/users-api';
