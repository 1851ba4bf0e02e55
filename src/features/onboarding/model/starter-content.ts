/**
 * Industry starter content (issue 13: "industry starter content (categories, a few templates) offered as one
 * click"): per industry, categories with sub-categories (added through the categories service) and a few permit /
 * audit / inspection templates, stored as starter templates the permit and audit modules will read. Data, not UI
 * text: like any tenant record it is written once, in English, and the tenant renames it at will.
 */
import type { components } from '@/lib/api/generated/openapi';

export const INDUSTRIES = ['construction', 'manufacturing', 'oil_gas', 'logistics', 'healthcare'] as const;
export type Industry = (typeof INDUSTRIES)[number];

export const isIndustry = (v: unknown): v is Industry => typeof v === 'string' && (INDUSTRIES as readonly string[]).includes(v);

export interface StarterCategory {
  name: string;
  category_type: 'observation' | 'incident';
  sub_categories: string[];
}

export type StarterTemplateKind = 'permit' | 'audit' | 'inspection';

export interface StarterTemplate {
  /** stable key: a template is added once per tenant whatever its current name */
  key: string;
  kind: StarterTemplateKind;
  name: string;
  /** the checklist questions (a permit's precautions, an audit's items) */
  items: string[];
}

export interface StarterPack {
  categories: StarterCategory[];
  templates: StarterTemplate[];
}

const HOT_WORK: StarterTemplate = {
  key: 'permit-hot-work',
  kind: 'permit',
  name: 'Hot work permit',
  items: ['Fire extinguisher within reach', 'Combustibles removed or covered within 11 m', 'Fire watch assigned for 60 minutes after work', 'Gas test done where flammable vapours may exist'],
};
const CONFINED_SPACE: StarterTemplate = {
  key: 'permit-confined-space',
  kind: 'permit',
  name: 'Confined space entry permit',
  items: ['Atmosphere tested (O2, LEL, H2S, CO)', 'Standby person at the entrance', 'Rescue plan and equipment ready', 'Isolations locked and tagged'],
};
const WORK_AT_HEIGHT: StarterTemplate = {
  key: 'permit-work-at-height',
  kind: 'permit',
  name: 'Work at height permit',
  items: ['Scaffold inspected and tagged', 'Harness and lanyard checked', 'Exclusion zone below set up', 'Weather and wind checked'],
};

export const STARTER_PACKS: Record<Industry, StarterPack> = {
  construction: {
    categories: [
      { name: 'Working at height', category_type: 'observation', sub_categories: ['Scaffolding', 'Ladders', 'Edge protection'] },
      { name: 'Excavation', category_type: 'observation', sub_categories: ['Shoring', 'Underground services'] },
      { name: 'Plant and vehicles', category_type: 'observation', sub_categories: ['Cranes and lifting', 'Reversing vehicles'] },
      { name: 'Struck by falling object', category_type: 'incident', sub_categories: ['Dropped tools', 'Falling materials'] },
    ],
    templates: [WORK_AT_HEIGHT, HOT_WORK, { key: 'audit-site-safety-walk', kind: 'audit', name: 'Weekly site safety walk', items: ['Access routes clear', 'Barriers and signage in place', 'PPE worn by everyone on site', 'Welfare facilities clean'] }],
  },
  manufacturing: {
    categories: [
      { name: 'Machine guarding', category_type: 'observation', sub_categories: ['Missing guard', 'Interlock bypassed'] },
      { name: 'Lockout / tagout', category_type: 'observation', sub_categories: ['Isolation not verified', 'Missing lock or tag'] },
      { name: 'Manual handling', category_type: 'observation', sub_categories: ['Heavy lifting', 'Repetitive motion'] },
      { name: 'Caught in machinery', category_type: 'incident', sub_categories: ['Rotating parts', 'Pinch points'] },
    ],
    templates: [
      { key: 'permit-loto', kind: 'permit', name: 'Lockout / tagout permit', items: ['Energy sources identified', 'Isolations locked and tagged', 'Zero energy verified', 'Affected people informed'] },
      HOT_WORK,
      { key: 'inspection-machine-guarding', kind: 'inspection', name: 'Machine guarding inspection', items: ['Guards fitted and secure', 'Emergency stops work', 'Interlocks tested', 'Warning signs legible'] },
    ],
  },
  oil_gas: {
    categories: [
      { name: 'Process safety', category_type: 'observation', sub_categories: ['Leaks and releases', 'Pressure relief'] },
      { name: 'Hazardous atmospheres', category_type: 'observation', sub_categories: ['H2S', 'Flammable gas'] },
      { name: 'Dropped objects', category_type: 'observation', sub_categories: ['Secured at height', 'Exclusion zones'] },
      { name: 'Loss of containment', category_type: 'incident', sub_categories: ['Hydrocarbon release', 'Chemical spill'] },
    ],
    templates: [HOT_WORK, CONFINED_SPACE, { key: 'audit-process-safety', kind: 'audit', name: 'Process safety audit', items: ['Management of change records complete', 'Relief valves within test date', 'Gas detectors calibrated', 'Emergency drills held this quarter'] }],
  },
  logistics: {
    categories: [
      { name: 'Forklifts and vehicles', category_type: 'observation', sub_categories: ['Speeding', 'Pedestrian segregation', 'Pre-use checks'] },
      { name: 'Racking and storage', category_type: 'observation', sub_categories: ['Damaged racking', 'Overloaded shelves'] },
      { name: 'Loading docks', category_type: 'observation', sub_categories: ['Dock levellers', 'Trailer restraint'] },
      { name: 'Vehicle collision', category_type: 'incident', sub_categories: ['Forklift collision', 'Yard vehicle'] },
    ],
    templates: [
      { key: 'inspection-forklift-pre-use', kind: 'inspection', name: 'Forklift pre-use check', items: ['Brakes and steering', 'Horn and lights', 'Forks and chains undamaged', 'No leaks'] },
      { key: 'audit-warehouse-safety', kind: 'audit', name: 'Warehouse safety audit', items: ['Aisles marked and clear', 'Racking inspected this month', 'Fire exits unobstructed', 'Dock doors and restraints work'] },
    ],
  },
  healthcare: {
    categories: [
      { name: 'Patient handling', category_type: 'observation', sub_categories: ['Hoists and slings', 'Transfers'] },
      { name: 'Sharps and infection control', category_type: 'observation', sub_categories: ['Sharps disposal', 'Hand hygiene'] },
      { name: 'Slips, trips and falls', category_type: 'observation', sub_categories: ['Wet floors', 'Trailing cables'] },
      { name: 'Needlestick injury', category_type: 'incident', sub_categories: ['Used needle', 'Clean needle'] },
    ],
    templates: [
      { key: 'audit-infection-control', kind: 'audit', name: 'Infection control audit', items: ['Hand gel at every entrance', 'Sharps bins below the fill line', 'Clinical waste segregated', 'PPE stocked'] },
      { key: 'inspection-ward-safety', kind: 'inspection', name: 'Ward safety walk-round', items: ['Floors dry and clear', 'Call bells reachable', 'Fire doors closed', 'Medicines locked away'] },
    ],
  },
};

/** What one click added (0 everywhere the second time: the content is already there). */
/** what one click added of an industry's pack (POST /onboarding/starter_content without the new state) */
export type StarterContentResult = Omit<components['schemas']['OnboardingStarterContent'], 'onboarding'>;

/** A starter template as the demo backend stores it (tenant collection `starter_templates`). */
export interface StarterTemplateRecord extends StarterTemplate {
  id: number;
  industry: Industry;
  status: 'draft';
  created_at: string;
}
