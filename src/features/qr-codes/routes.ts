import { can, type RouteDef } from '@/lib/routing/route-def';

const page = {
  sheet: () => import('./routes/qr-sheet-page'),
};

/**
 * /qr-codes (issue 18): the QR code sheet of a site (`?site=<id>`). Site update: putting codes on a site's walls is
 * site administration (the same right that edits the site, its areas and its plan's pins).
 */
export const routes: RouteDef[] = [{ path: 'qr-codes', access: can('update', 'Site'), titleKey: 'qrCodes', menu: { section: 'settings', icon: 'pi pi-qrcode', order: 227 }, screen: page.sheet }];
