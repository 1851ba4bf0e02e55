/** What other features use of the account feature: the profile fields' schema and enumerations (SPEC §5 "Account fields"). */
export { GENDERS, SHIFTS, profileSchema, type ProfileValues } from './schemas/profile-schema';
