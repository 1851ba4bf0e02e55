import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AA_CONTRAST, CUSTOM_FONT, brandingVariables, contrastRatio, darken, passesAA } from '@/lib/theme/branding';
import { db } from '@/mocks/db/db';
import { rawCallsAs } from '@/testing/backend';
import { renderApp } from '@/testing/render-app';
import { DEMO_BRANDING, logoProblem } from '../model';
import { onHost } from '@/testing/host';

onHost('http://vertex.localhost:5173/');

const vertex = () => db.tenant('vertex')!;
const rootVar = (name: string) => document.documentElement.style.getPropertyValue(name);

describe('enterprise look: rules (WCAG 2.2 contrast, SPEC §1 one sub-domain font)', () => {
  it('computes the WCAG contrast ratio (hand-checked figures)', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    // the default brand blue (app.css "6.7:1"): L = 0.2126·0.01228 + 0.7152·0.07618 + 0.0722·0.6866 ≈ 0.1067
    // → (1 + 0.05) / (0.1067 + 0.05) ≈ 6.70
    expect(contrastRatio('#1d4ed8', '#ffffff')).toBeCloseTo(6.7, 1);
    // the classic AA threshold greys: #767676 passes (4.54), #777777 fails (4.48)
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(AA_CONTRAST).toBe(4.5);
    expect(passesAA('#767676')).toBe(true);
    expect(passesAA('#777777')).toBe(false);
    expect(passesAA(DEMO_BRANDING.primary_color!)).toBe(true);
    expect(darken('#0f766e')).toBe('#0b534d');
  });

  it('applies colours for enterprise only (never a failing colour) and the font for the configured sub-domain only', () => {
    const look = { primary_color: '#7c2d12', logo_url: null };
    expect(brandingVariables({ plan: 'enterprise', sub_domain_name: 'vertex', branding: look })).toMatchObject({ '--ehs-primary': '#7c2d12', '--ehs-primary-dark': '#571f0d', '--font-family': CUSTOM_FONT.family });
    expect(brandingVariables({ plan: 'business', sub_domain_name: 'acme', branding: look })).toEqual({});
    expect(brandingVariables({ plan: 'enterprise', sub_domain_name: 'acme', branding: { primary_color: '#ffee00', logo_url: null } })).toEqual({});
    expect(CUSTOM_FONT.subDomain).toBe('vertex');
  });

  it('takes an https logo or a PNG/JPEG/GIF image, nothing else (SPEC §5)', () => {
    expect(logoProblem('https://cdn.example.com/logo.png')).toBeNull();
    expect(logoProblem(DEMO_BRANDING.logo_url!)).toBeNull();
    expect(logoProblem('javascript:alert(1)')).toBe('invalid');
    expect(logoProblem('http://cdn.example.com/logo.png')).toBe('invalid');
    expect(logoProblem('data:image/svg+xml;base64,PHN2Zz4=')).toBe('invalid');
    expect(logoProblem('')).toBeNull();
  });
});

describe('enterprise look: demo backend', () => {
  it('admins of an enterprise organisation only; the shared schema answers 422; OrganizationChannel carries the change', async () => {
    const supervisor = await rawCallsAs('supervisor@vertex.test');
    expect((await supervisor('PUT', '/organization/branding', { primary_color: '#7c2d12' })).status).toBe(403);
    const admin = await rawCallsAs('admin@vertex.test');
    const bad = await admin('PUT', '/organization/branding', { primary_color: '#ffee00', logo_url: 'javascript:alert(1)' });
    expect(bad.status).toBe(422);
    expect(((await bad.json()) as { errors: string[] }).errors).toEqual(['Brand colour must have a contrast of at least 4.5:1 with white', 'Logo must be an https address or a PNG, JPEG or GIF image']);
    expect(vertex().organization?.branding).toEqual(DEMO_BRANDING);
    const changes: string[] = [];
    const stop = db.subscribe((c) => c.collection === 'organization' && changes.push(c.tenant));
    const ok = await admin('PUT', '/organization/branding', { primary_color: '#7C2D12', logo_url: '' });
    stop();
    expect(ok.status).toBe(200);
    expect(vertex().organization?.branding).toEqual({ primary_color: '#7c2d12', logo_url: null });
    expect(changes).toEqual(['vertex']);
  });

  it('refuses an organisation not on the enterprise plan', async () => {
    vertex().organization = { ...vertex().organization!, plan: 'business' };
    const admin = await rawCallsAs('admin@vertex.test');
    const r = await admin('PUT', '/organization/branding', { primary_color: '#7c2d12' });
    expect(r.status).toBe(422);
    expect(((await r.json()) as { errors: string[] }).errors).toEqual(['A customised look is an enterprise feature']);
  });
});

describe('enterprise look: screen', () => {
  it("vertex's look applies app-wide; its admin changes the colour, a failing one is refused on its field", async () => {
    const user = userEvent.setup();
    await renderApp('/subscriptions', { as: 'admin@vertex.test' });
    const form = await screen.findByRole('form', { name: 'Customised look' });
    expect(rootVar('--ehs-primary')).toBe('#0f766e');
    expect(rootVar('--font-family')).toBe(CUSTOM_FONT.family);
    expect(within(screen.getByRole('banner')).getByRole('img', { name: 'Vertex Chemicals' })).toHaveAttribute('src', DEMO_BRANDING.logo_url);
    const color = within(form).getByLabelText(/Brand colour/);
    expect(color).toHaveValue('#0f766e');
    await user.clear(color);
    await user.type(color, '#ffee00');
    await user.click(within(form).getByRole('button', { name: 'Save the look' }));
    expect(await within(form).findByText('This colour is too light: white text on it must reach a contrast of 4.5:1.')).toBeInTheDocument();
    expect(color).toHaveValue('#ffee00');
    expect(rootVar('--ehs-primary')).toBe('#0f766e');
    await user.clear(color);
    await user.type(color, '#7c2d12');
    await user.click(within(form).getByRole('button', { name: 'Save the look' }));
    await waitFor(() => expect(rootVar('--ehs-primary')).toBe('#7c2d12'));
    expect(vertex().organization?.branding?.primary_color).toBe('#7c2d12');
  });
});
