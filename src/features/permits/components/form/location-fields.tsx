import { getIn, type FormikProps } from 'formik';
import { SelectField, TextField } from '@/components/form/fields';
import { zoneAt } from '@/features/site-plans/public';
import { useGetPermitMapPlanQuery } from '../../api/permit-views-api';
import type { PermitLocation } from '../../model/types';
import type { PermitFormLabels } from '../labels';
import { PlanPicker } from './plan-picker';

export interface TreeOption {
  id: number;
  name: string;
}

/** a site with its division › department › unit tree (the form data) */
export interface PermitSiteOption extends TreeOption {
  divisions?: (TreeOption & { departments?: (TreeOption & { units?: TreeOption[] })[] })[];
}

/** the chosen division / department / unit of a site (names for the Location of Work answers) */
export function treeOf(sites: readonly PermitSiteOption[], loc: Pick<PermitLocation, 'site_id' | 'division_id' | 'department_id' | 'unit_id'>) {
  const site = sites.find((s) => s.id === loc.site_id);
  const division = site?.divisions?.find((d) => d.id === loc.division_id);
  const department = division?.departments?.find((d) => d.id === loc.department_id);
  const unit = department?.units?.find((u) => u.id === loc.unit_id);
  return { site, division, department, unit, names: { division: division?.name ?? '', department: department?.name ?? '', unit: unit?.name ?? '' } };
}

const opts = (list: readonly TreeOption[] | undefined): [string, string][] => (list ?? []).map((o) => [String(o.id), o.name]);

/**
 * Where the work is (SPEC §3 "Location of Work": site, division, department, unit; issue 14 "location pin / zone from
 * the site plan"): the site and its tree, a description, and the site plan's pin, zone and isolation points (named
 * lists of the plan; a pin inside a zone proposes that zone). Changing the site clears what belonged to the old one.
 */
export function LocationFields<V>({ formik, idp, sites, L }: { formik: FormikProps<V>; idp: string; sites: readonly PermitSiteOption[]; L: PermitFormLabels }) {
  const { t } = L;
  const loc = getIn(formik.values, 'location') as PermitLocation;
  const { site, division, department } = treeOf(sites, loc);
  // the site's plan as the permit screens read it (Permit read; no Site read needed)
  const plan = useGetPermitMapPlanQuery(loc.site_id ?? 0, { skip: !loc.site_id });
  const pins = plan.data?.pins ?? [];
  const zones = plan.data?.zones ?? [];
  const isolation = pins.filter((p) => p.kind === 'isolation_point');
  const setLoc = (patch: Partial<PermitLocation>) => void formik.setFieldValue('location', { ...loc, ...patch });
  const isolationIds = loc.isolation_pin_ids ?? [];

  return (
    <fieldset className="group">
      <legend>{t('form.location')}</legend>
      <div className="form-grid two">
        <SelectField
          formik={formik}
          name="location.site_id"
          id={`${idp}-site`}
          label={t('fields.site')}
          required
          numeric
          placeholder={t('form.choose')}
          options={opts(sites)}
          onValue={(v) => setLoc({ site_id: v ? Number(v) : null, division_id: null, department_id: null, unit_id: null, pin_id: null, zone_id: null, isolation_pin_ids: [] })}
        />
        {(site?.divisions?.length ?? 0) > 0 && (
          <SelectField
            formik={formik}
            name="location.division_id"
            id={`${idp}-division`}
            label={t('fields.division')}
            numeric
            placeholder={t('form.none')}
            options={opts(site?.divisions)}
            onValue={(v) => setLoc({ division_id: v ? Number(v) : null, department_id: null, unit_id: null })}
          />
        )}
        {(division?.departments?.length ?? 0) > 0 && (
          <SelectField
            formik={formik}
            name="location.department_id"
            id={`${idp}-department`}
            label={t('fields.department')}
            numeric
            placeholder={t('form.none')}
            options={opts(division?.departments)}
            onValue={(v) => setLoc({ department_id: v ? Number(v) : null, unit_id: null })}
          />
        )}
        {(department?.units?.length ?? 0) > 0 && <SelectField formik={formik} name="location.unit_id" id={`${idp}-unit`} label={t('fields.unit')} numeric placeholder={t('form.none')} options={opts(department?.units)} />}
      </div>
      <TextField formik={formik} name="location.description" id={`${idp}-location`} label={t('fields.locationDescription')} required />
      {loc.site_id && plan.data && (pins.length > 0 || zones.length > 0) ? (
        <>
        <PlanPicker
          image={plan.data.image}
          pins={pins.filter((p) => p.kind !== 'isolation_point')}
          zones={zones}
          pinId={loc.pin_id}
          zoneId={loc.zone_id}
          L={L}
          onPick={(what) => {
            if (what.zone_id) return setLoc({ zone_id: what.zone_id });
            const pin = pins.find((p) => p.id === what.pin_id);
            setLoc({ pin_id: what.pin_id ?? null, zone_id: loc.zone_id ?? (pin ? zoneAt(pin, zones)?.id : null) ?? null });
          }}
        />
        <div className="form-grid two">
          <SelectField
            formik={formik}
            name="location.pin_id"
            id={`${idp}-pin`}
            label={t('fields.pin')}
            numeric
            placeholder={t('form.none')}
            options={pins.filter((p) => p.kind !== 'isolation_point').map((p) => [String(p.id), p.name])}
            onValue={(v) => {
              const pin = pins.find((p) => p.id === Number(v));
              const zone = pin ? zoneAt(pin, zones) : null;
              setLoc({ pin_id: v ? Number(v) : null, zone_id: loc.zone_id ?? zone?.id ?? null });
            }}
          />
          <SelectField formik={formik} name="location.zone_id" id={`${idp}-zone`} label={t('fields.zone')} numeric placeholder={t('form.none')} options={zones.map((z) => [String(z.id), z.name])} />
          {isolation.length > 0 && (
            <fieldset className="group">
              <legend>{t('fields.isolationPoints')}</legend>
              {isolation.map((p) => (
                <div key={p.id} className="field-check">
                  <input
                    id={`${idp}-iso-${p.id}`}
                    type="checkbox"
                    checked={isolationIds.includes(p.id)}
                    onChange={(e) => setLoc({ isolation_pin_ids: e.currentTarget.checked ? [...isolationIds, p.id] : isolationIds.filter((x) => x !== p.id) })}
                  />
                  <label htmlFor={`${idp}-iso-${p.id}`}>{p.name}</label>
                </div>
              ))}
            </fieldset>
          )}
        </div>
        </>
      ) : (
        loc.site_id && !plan.isFetching && <p className="hint">{t('form.noPlan')}</p>
      )}
    </fieldset>
  );
}
