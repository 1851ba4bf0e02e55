import { useEffect } from 'react';
import type { Organization } from '@/lib/session/types';
import { useAppSelector } from '@/lib/store/hooks';

/**
 * The enterprise look (SPEC §1 "Enterprise organisations can have a customised look. One sub-domain gets a customised
 * font"): CSS variables on the document root, from the signed-in user's organisation — the session's, which
 * OrganizationChannel replaces live. Contrast: WCAG 2.2 (relative luminance, SC 1.4.3: 4.5:1 for normal text).
 */

/**
 * SPEC §1 "One sub-domain gets a customised font": the build's sub-domain and its font (a system serif stack, nothing
 * downloaded). Here, not in config/constants.ts: that module is shared with the prerendered public pages, whose
 * size budgets would pay for it.
 */
export const CUSTOM_FONT = { subDomain: 'vertex', family: "'Palatino Linotype', Palatino, 'Book Antiqua', Georgia, serif" } as const;

export const HEX_COLOR = /^#[0-9a-f]{6}$/i;
/** WCAG 2.2 SC 1.4.3: text and its background, normal size */
export const AA_CONTRAST = 4.5;

const channel = (c: number) => {
  const s = c / 255;
  return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
};

/** WCAG relative luminance of a #rrggbb colour */
export function luminance(hex: string): number {
  const n = parseInt(hex.slice(1), 16);
  return 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
}

/** WCAG contrast ratio (L1 + 0.05) / (L2 + 0.05), 1 … 21 */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** the brand colour carries white text (buttons) and is text on white (links): both are the same ratio */
export const passesAA = (hex: string) => HEX_COLOR.test(hex) && contrastRatio(hex, '#ffffff') >= AA_CONTRAST;

/** 30 % towards black: the hover shade (darker, so its contrast with white only grows) */
export function darken(hex: string, amount = 0.3): string {
  const n = parseInt(hex.slice(1), 16);
  const part = (shift: number) => Math.round(((n >> shift) & 255) * (1 - amount)).toString(16).padStart(2, '0');
  return `#${part(16)}${part(8)}${part(0)}`;
}

/** The CSS variables of an organisation's look; empty for a default look. */
export function brandingVariables(org: Pick<Organization, 'plan' | 'sub_domain_name' | 'branding'> | null | undefined): Record<string, string> {
  const vars: Record<string, string> = {};
  if (!org) return vars;
  const color = org.branding?.primary_color;
  // an enterprise feature; a colour that fails AA is never applied, whatever is stored
  if (org.plan === 'enterprise' && color && passesAA(color)) {
    vars['--ehs-primary'] = color;
    vars['--ehs-primary-dark'] = darken(color);
    const n = parseInt(color.slice(1), 16);
    vars['--focus-ring'] = `0 0 0 3px rgba(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255}, 0.45)`;
  }
  if (org.sub_domain_name === CUSTOM_FONT.subDomain) vars['--font-family'] = CUSTOM_FONT.family;
  return vars;
}

/** Applies the signed-in organisation's look to the whole app while mounted (the signed-in shell). */
export function useBranding(): void {
  const org = useAppSelector((s) => s.session.user?.organization ?? null);
  const key = JSON.stringify(brandingVariables(org));
  useEffect(() => {
    const vars = JSON.parse(key) as Record<string, string>;
    const root = document.documentElement.style;
    for (const [name, value] of Object.entries(vars)) root.setProperty(name, value);
    return () => {
      for (const name of Object.keys(vars)) root.removeProperty(name);
    };
  }, [key]);
}
