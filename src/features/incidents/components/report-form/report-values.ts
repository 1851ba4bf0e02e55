import type { RiskLevel } from '@/features/actions/public';
import type { IncidentCategory, IncidentInput, IncidentLikelihood, IncidentRecord, IncidentSeverity, IncidentType } from '../../model';
import { localDateTimeValue } from '@/components/form/date-time-value';

/** the form's values: IncidentInput with empty strings for choices not made yet (occurred_at is datetime-local) */
export type ReportValues = Omit<IncidentInput, 'type' | 'category' | 'site_id' | 'risk_level' | 'severity' | 'likelihood'> & {
  type: IncidentType | '';
  category: IncidentCategory | '';
  site_id: number | null;
  risk_level: RiskLevel | '';
  severity: IncidentSeverity | '';
  likelihood: IncidentLikelihood | '';
  /** the reporter chose "rating pending" explicitly (both severity and likelihood stay empty) */
  rating_pending: boolean;
};

export function initialReportValues(i?: IncidentRecord): ReportValues {
  if (!i) {
    return {
      type: '',
      category: '',
      description: '',
      site_id: null,
      area_id: null,
      location: '',
      shift: '',
      occurred_at: localDateTimeValue(),
      attachments: [],
      risk_level: '',
      severity: '',
      likelihood: '',
      rating_pending: false,
      investigation_required: true,
      machine_or_location: '',
      extent_of_damage: '',
      immediate_action: '',
      remarks: '',
      has_victims: false,
      victims: [],
    };
  }
  return {
    type: i.type,
    category: i.category ?? '',
    description: i.description,
    site_id: i.site_id,
    area_id: i.area_id,
    location: i.location,
    shift: i.shift,
    occurred_at: localDateTimeValue(new Date(i.occurred_at)),
    attachments: i.attachments,
    risk_level: i.risk_level,
    severity: i.severity ?? '',
    likelihood: i.likelihood ?? '',
    rating_pending: !i.severity && !i.likelihood,
    investigation_required: i.investigation_required,
    machine_or_location: i.machine_or_location,
    extent_of_damage: i.extent_of_damage,
    immediate_action: i.immediate_action,
    remarks: i.remarks,
    has_victims: i.has_victims,
    victims: i.victims.map((v) => ({ ...v })),
  };
}

/** the request body (POST /incidents, PATCH {step:'report'}) of the form's values */
export function toIncidentInput(v: ReportValues): IncidentInput {
  const pending = v.rating_pending;
  return {
    type: v.type as IncidentType,
    category: v.category as IncidentCategory,
    description: v.description.trim(),
    site_id: v.site_id as number,
    area_id: v.area_id,
    location: v.location,
    shift: v.shift,
    occurred_at: v.occurred_at ? new Date(v.occurred_at).toISOString() : '',
    attachments: v.attachments,
    risk_level: v.risk_level as RiskLevel,
    severity: pending ? null : v.severity || null,
    likelihood: pending ? null : v.likelihood || null,
    investigation_required: v.investigation_required,
    machine_or_location: v.machine_or_location,
    extent_of_damage: v.extent_of_damage,
    immediate_action: v.immediate_action,
    remarks: v.remarks,
    has_victims: v.has_victims,
    victims: v.has_victims ? v.victims : [],
  };
}
