/**
 * True while a query's figures are not yet this argument's: RTK Query keeps showing the last argument's data while
 * the new one loads, and `isFetching` turns on one render after the argument changed. `currentData` is only ever
 * this argument's, so a page can mark what it shows `aria-busy` from the very render its filter changed.
 */
export const showsOtherData = (query: { isFetching: boolean; currentData?: unknown }): boolean => query.isFetching || query.currentData === undefined;
