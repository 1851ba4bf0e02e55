import type { makeStore } from '@/lib/store/store';
import { applyCollectionEvents } from '@/lib/realtime/rtk-sync';
import { signIn } from '@/testing/backend';
import { categoriesApi } from '../api/categories-api';

/** the store's state as the slice's selectors type it (the slice is injected at run time) */
const apiState = (store: ReturnType<typeof makeStore>) => store.getState() as unknown as Parameters<ReturnType<typeof categoriesApi.endpoints.getCategories.select>>[0];

describe('categories API slice', () => {
  it('a realtime rename patches the sub-category lists; a switch-off leaves the active choices of the forms', async () => {
    const store = await signIn('hod@acme.test');
    const tops = await store.dispatch(categoriesApi.endpoints.getCategories.initiate({ category_type: 'observation', parent_id: 'none', per_page: 500 })).unwrap();
    const parent = tops.categories.find((c) => c.code === 'working_at_height')!;
    const subsArgs = { parent_id: parent.id, per_page: 500 };
    const activeArgs = { category_type: 'observation', status: 'active', per_page: 500 };
    const subs = await store.dispatch(categoriesApi.endpoints.getCategories.initiate(subsArgs)).unwrap();
    await store.dispatch(categoriesApi.endpoints.getCategories.initiate(activeArgs)).unwrap();
    const ladders = subs.categories.find((c) => c.name === 'Ladders')!;

    // another admin renames it and switches it off: the cable sends the row in the REST shape
    applyCollectionEvents(store.dispatch, store.getState, [{ collection: 'categories', verb: 'update', rows: [{ ...ladders, name: 'Fixed ladders', status: 'inactive' } as never] }]);
    const cachedSubs = categoriesApi.endpoints.getCategories.select(subsArgs)(apiState(store));
    expect(cachedSubs.data?.categories.find((c) => c.id === ladders.id)).toMatchObject({ name: 'Fixed ladders', status: 'inactive' });
    const cachedActive = categoriesApi.endpoints.getCategories.select(activeArgs)(apiState(store));
    expect(cachedActive.data?.categories.some((c) => c.id === ladders.id)).toBe(false);
  });
});
