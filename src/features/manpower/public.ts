/** What other modules (the LTIFR of dashboards and reports) use of site manpower. */
export { DEFAULT_SITE_MANPOWER, MAN_HOURS_PER_PERSON, effectiveManpower, manHours, monthTotal, yearlyTotal, type ManpowerSiteYear, type ManpowerYear } from './model';
export { useGetManpowerQuery } from './api/manpower-api';
