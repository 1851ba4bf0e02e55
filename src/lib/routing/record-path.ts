/** the modules whose records the dashboard's figures and the reports drill down to */
export type RecordModule = 'observations' | 'incidents' | 'actions' | 'audits' | 'permits' | 'hira';

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
