import { createContext, useContext } from 'react';
import type { ServerRule } from '@/lib/session/types';
import type { MenuEntry } from './route-def';

/** One side-menu entry as a holder of some rules would see it. */
export interface PreviewMenuEntry extends MenuEntry {
  to: string;
  /** key in the `nav` namespace */
  titleKey: string;
}

/** The side menu and landing page that a set of permission rules gives an ordinary user of an organisation. */
export interface NavigationPreview {
  menu: PreviewMenuEntry[];
  /** where such a user lands after signing in */
  landing: string;
  /** the landing route's title key (`nav:<key>`), when it has one */
  landingTitleKey: string | null;
}

export type PreviewNavigation = (rules: ServerRule[]) => NavigationPreview;

/**
 * The app's menu and landing rules, fed with other rules ("view as this role"). The app provides it (app/routes/
 * navigation-preview.ts) from the very code that builds the real menu and guards, so a feature can show it without
 * importing the app or copying the route table.
 */
export const NavigationPreviewContext = createContext<PreviewNavigation | null>(null);

/** null outside the signed-in shell */
export const useNavigationPreview = () => useContext(NavigationPreviewContext);
