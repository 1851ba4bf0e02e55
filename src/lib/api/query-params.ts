/** Query parameters without the empty ones (undefined, '', null) and without the given "no filter" values. */
export function compactParams(params: object, ...noFilter: unknown[]): Record<string, unknown> {
  return Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined && v !== '' && v !== null && !noFilter.includes(v)));
}
