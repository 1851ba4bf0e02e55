import { ExternalRedirect } from '../components/external-redirect';

export default function PricingRedirectPage() {
  return <ExternalRedirect page="pricing" />;
}
