/** the modules whose records the dashboard's figures and the reports drill down to */
export type RecordModule = 'observations' | 'incidents' | 'actions' | 'audits' | 'permits' | 'hira';

/** one record behind a figure or a report cell (a drill-down row, GET /dashboards/records and /reports/records): enough to recognise the record and open it */
export interface RecordLine {
  id: number;
  number: string;
  date: string;
  site_name: string;
  description: string;
  status: string;
}

/** Where a record of each module opens (its summary or editor). */
export function recordPath(module: RecordModule, id: number): string {
  switch (module) {
    case 'observations':
      return `/observations/edit/${id}`;
    case 'incidents':
      return `/incidents/${id}/steps`;
    case 'actions':
      return `/actions/all/summary/${id}`;
    case 'audits':
      return `/audits/${id}/summary`;
    case 'permits':
      return `/permit/${id}/summary`;
    case 'hira':
      return `/hira/summary/${id}`;
  }
}
