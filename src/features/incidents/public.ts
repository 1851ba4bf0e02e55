/** What other modules (the OSHA logs) use of incidents: the injured person's recordkeeping fields and their types. */
export { BODY_PARTS, OSHA_CASE_TYPES, type BodyPart, type IncidentRecord, type OshaCaseType, type Victim, type VictimType } from './model';
