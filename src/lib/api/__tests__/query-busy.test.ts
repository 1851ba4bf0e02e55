import { describe, expect, it } from 'vitest';
import { showsOtherData } from '../query-busy';

describe('showsOtherData', () => {
  it('is busy while fetching, and while the data shown is the last argument’s (no currentData yet)', () => {
    expect(showsOtherData({ isFetching: true, currentData: { rows: [] } })).toBe(true);
    // the render the filter changed in: RTK Query still shows the old data, not yet fetching
    expect(showsOtherData({ isFetching: false, currentData: undefined })).toBe(true);
    expect(showsOtherData({ isFetching: false, currentData: { rows: [] } })).toBe(false);
  });
});
