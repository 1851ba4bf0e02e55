import type { IncidentInput, VictimInput } from '@/features/incidents/model';

/**
 * A complete, valid incident report body (POST /incidents, PATCH {step:'report'}, the report schema), typed so
 * that a change of the report's shape shows in every test that sends one. The caller gives the site (the
 * tenant's) and the date and time (its clock); tests override the fields they exercise.
 */
export function incidentReport(fields: Pick<IncidentInput, 'site_id' | 'occurred_at'>): IncidentInput {
  return {
    type: 'injury',
    category: 'slip_trip_fall',
    description: 'Slipped on oil by press P-12',
    area_id: null,
    location: 'Bay 3',
    shift: 'morning',
    attachments: [],
    risk_level: 'high',
    severity: 'serious',
    likelihood: 'likely',
    investigation_required: true,
    machine_or_location: '',
    extent_of_damage: '',
    immediate_action: 'First aid',
    remarks: '',
    has_victims: false,
    victims: [],
    ...fields,
  };
}

/** One valid victim of a report. */
export const incidentVictim: VictimInput = {
  type: 'employee',
  name: 'Dana Petrova 2',
  gender: 'female',
  employee_id: 'E1',
  age_range: '26_35',
  body_parts: ['hand'],
  injury_details: 'Cut',
  taken_to_hospital: false,
  treatment: 'first_aid',
  return_to_work_date: null,
};
