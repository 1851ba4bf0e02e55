import { ruleErrors, victimSchema } from '../schemas/incident-schemas';
import { savedVictim, emptyVictim } from '../components/report-form/victim-dialog';
import { incidentVictim } from '@/testing/incident-report';

/** the OSHA recordkeeping fields of an injured person (read by src/features/osha-logs) */
const t = (key: string) => key;
const OCCURRED = '2025-06-15T09:30';

describe('victim schema: OSHA fields', () => {
  it('keeps a victim without the OSHA fields valid (reports made before they existed)', async () => {
    expect(await ruleErrors(victimSchema(t, OCCURRED), incidentVictim)).toEqual([]);
  });

  it('accepts complete OSHA fields', async () => {
    const v = { ...incidentVictim, job_title: 'Welder', supervised_daily: false, fatal: false, date_of_death: null, days_away: 12, days_restricted: 0, osha_case_type: 'hearing_loss', privacy_case: true, event_location: 'Dock 2' };
    expect(await ruleErrors(victimSchema(t, OCCURRED), v)).toEqual([]);
  });

  it('needs a date of death when the person died, not before the incident and not in the future', async () => {
    expect(await ruleErrors(victimSchema(t, OCCURRED), { ...incidentVictim, fatal: true, date_of_death: null })).toEqual(['validation.deathDateRequired']);
    expect(await ruleErrors(victimSchema(t, OCCURRED), { ...incidentVictim, fatal: true, date_of_death: '2025-06-14' })).toEqual(['validation.deathBeforeIncident']);
    expect(await ruleErrors(victimSchema(t, OCCURRED), { ...incidentVictim, fatal: true, date_of_death: '2999-01-01' })).toEqual(['validation.deathDateFuture']);
    expect(await ruleErrors(victimSchema(t, OCCURRED), { ...incidentVictim, fatal: true, date_of_death: '2025-06-16' })).toEqual([]);
  });

  it('counts days as whole numbers from 0 to 3650; empty is allowed', async () => {
    for (const bad of [-1, 1.5, 3651, 'abc']) expect(await ruleErrors(victimSchema(t, OCCURRED), { ...incidentVictim, days_away: bad })).toEqual(['validation.daysInvalid']);
    for (const ok of [0, 180, 3650, null, '']) expect(await ruleErrors(victimSchema(t, OCCURRED), { ...incidentVictim, days_restricted: ok })).toEqual([]);
  });

  it('refuses an unknown injury or illness type', async () => {
    expect(await ruleErrors(victimSchema(t, OCCURRED), { ...incidentVictim, osha_case_type: 'broken' })).toEqual(['validation.oshaCaseTypeInvalid']);
  });

  it('the dialog saves day counts as numbers, no death date unless fatal, day-to-day supervision only for contractors', () => {
    const saved = savedVictim({ ...emptyVictim(), ...incidentVictim, name: ' Ann ', days_away: '' as unknown as number, days_restricted: 4, fatal: false, date_of_death: '2025-06-16', supervised_daily: true });
    expect(saved).toMatchObject({ name: 'Ann', days_away: null, days_restricted: 4, date_of_death: null, supervised_daily: false });
    expect(savedVictim({ ...emptyVictim(), ...incidentVictim, type: 'contractor', supervised_daily: true }).supervised_daily).toBe(true);
  });
});
