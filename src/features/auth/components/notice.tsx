const STYLES = {
  error: { background: '#fef2f2', color: '#7f1d1d', border: '#fca5a5', icon: 'pi pi-times-circle' },
  warn: { background: '#fffbeb', color: '#713f12', border: '#fcd34d', icon: 'pi pi-exclamation-triangle' },
  info: { background: '#eff6ff', color: '#1e3a8a', border: '#93c5fd', icon: 'pi pi-info-circle' },
  success: { background: '#ecfdf5', color: '#14532d', border: '#6ee7b7', icon: 'pi pi-check-circle' },
} as const;

/**
 * An inline message of the account screens, in colours that pass WCAG AA contrast (the theme's
 * inline messages do not). Errors and warnings are alerts; the rest are polite status messages.
 */
export function Notice({ severity, text, role }: { severity: keyof typeof STYLES; text: string; role?: 'alert' | 'status' }) {
  const s = STYLES[severity];
  return (
    <div
      role={role ?? (severity === 'error' || severity === 'warn' ? 'alert' : 'status')}
      style={{ display: 'flex', gap: '0.5rem', alignItems: 'flex-start', width: '100%', marginBottom: '1rem', padding: '0.75rem', borderRadius: 6, background: s.background, color: s.color, border: `1px solid ${s.border}` }}
    >
      <i className={s.icon} aria-hidden="true" style={{ marginTop: '0.15rem' }} />
      <span>{text}</span>
    </div>
  );
}
