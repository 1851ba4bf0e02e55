/** What other features use of the enterprise look: the admin's editor (shown on /subscriptions for enterprise). */
export { BrandingSection } from './components/branding-section';
