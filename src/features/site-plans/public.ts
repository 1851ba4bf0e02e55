/**
 * What other modules (permits: map view and clash checks; observations; HIRA) use of site plans: the plan types,
 * the permit types a zone may require, the pure geometry in image coordinates, and the plan query.
 */
export { PERMIT_TYPES, PIN_KINDS, zoneAt, zonesAt, pointInPolygon, insideImage, isSelfIntersecting, centroid, formatPoint } from './model';
export type { PermitType, PinKind, PlanPin, PlanPoint, PlanZone, SitePlan, SitePlanSummary, ImageSize } from './model';
export { useGetSitePlanQuery, useGetSitePlansQuery, useGetPlanImageQuery } from './api/site-plans-api';
