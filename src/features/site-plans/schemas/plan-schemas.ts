import * as yup from 'yup';
import { PERMIT_TYPES, PIN_KINDS, PLAN_NAME_MAX, ZONE_MAX_POINTS, ZONE_MIN_POINTS, insideImage, isSelfIntersecting, nameTaken, type ImageSize, type PlanPoint } from '../model';

type T = (key: string) => string;

/** what the rules need to know besides the values: the image's size and the names the other pins (or zones) use */
export interface PlanRuleContext {
  size: ImageSize | null;
  others: readonly string[];
}

const nameRule = (t: T, others: readonly string[]) =>
  yup
    .string()
    .trim()
    .required(t('validation.nameRequired'))
    .max(PLAN_NAME_MAX, t('validation.nameTooLong'))
    .test('unique', t('validation.nameTaken'), (v) => !v || !nameTaken(v, others));

const coordinate = (t: T) => yup.number().typeError(t('validation.coordinateInvalid')).required(t('validation.coordinateInvalid'));

const onImage = (size: ImageSize | null) => (p: Partial<PlanPoint> | undefined) => !p || !Number.isFinite(p.x) || !Number.isFinite(p.y) || (size !== null && insideImage(p as PlanPoint, size));

/**
 * One pin of a site plan (the keyboard form, the map's dialogs and the demo backend): name required, at most
 * PLAN_NAME_MAX characters, unique among the site's pins whatever the case; a known kind; x and y numbers on the
 * image (0..width, 0..height). Messages are keys of the `sitePlans` namespace (server: rule-messages.ts).
 */
export function pinSchema(t: T, { size, others }: PlanRuleContext) {
  return yup
    .object({
      name: nameRule(t, others),
      kind: yup.string().required(t('validation.kindInvalid')).oneOf([...PIN_KINDS], t('validation.kindInvalid')),
      x: coordinate(t),
      y: coordinate(t),
    })
    .test('on-image', t('validation.outsideImage'), (p) => onImage(size)(p));
}

/**
 * One zone (a polygon): name as a pin's (unique among the site's zones), at least ZONE_MIN_POINTS corners (at most
 * ZONE_MAX_POINTS), every corner on the image, edges that do not cross; required permit types from PERMIT_TYPES.
 */
export function zoneSchema(t: T, { size, others }: PlanRuleContext) {
  return yup.object({
    name: nameRule(t, others),
    points: yup
      .array(yup.object({ x: coordinate(t), y: coordinate(t) }).required())
      .required(t('validation.tooFewPoints'))
      .min(ZONE_MIN_POINTS, t('validation.tooFewPoints'))
      .max(ZONE_MAX_POINTS, t('validation.tooManyPoints'))
      .test('on-image', t('validation.outsideImage'), (points) => !points || points.every(onImage(size)))
      .test('simple', t('validation.selfIntersecting'), (points) => !points || points.length < ZONE_MIN_POINTS || points.some((p) => typeof p?.x !== 'number' || typeof p?.y !== 'number') || !isSelfIntersecting(points as PlanPoint[])),
    required_permits: yup.array(yup.string().oneOf([...PERMIT_TYPES], t('validation.permitInvalid')).required()).default([]),
  });
}
