/** A throw-away module's record: what tests/plug-in puts into src/features to show a module plugs in by itself. */
export interface ProbeItem {
  id: number;
  name: string;
  /** the record editor's title: the item's name */
  number?: string;
}

export interface ProbeList {
  probe_items: ProbeItem[];
  total_count: number;
}

export const PROBE_PER_PAGE = 20;
