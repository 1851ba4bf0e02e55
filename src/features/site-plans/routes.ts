import { read, type RouteDef } from '@/lib/routing/route-def';

const page = {
  mapView: () => import('./routes/map-view-page'),
  overview: () => import('./routes/map-plotting-page'),
  permits: () => import('./routes/site-permits-page'),
};

/** SPEC §2 "Settings and sites routes": /map-plotting, /site-permits and /sites/{id}/map-view need Site read (editing: Site update). */
export const routes: RouteDef[] = [
  { path: 'map-plotting', access: read('Site'), titleKey: 'mapPlotting', menu: { section: 'settings', icon: 'pi pi-map', order: 225 }, screen: page.overview },
  { path: 'site-permits', access: read('Site'), titleKey: 'sitePermits', screen: page.permits },
  { path: 'sites/:id/map-view', access: read('Site'), titleKey: 'siteMapView', screen: page.mapView },
];
