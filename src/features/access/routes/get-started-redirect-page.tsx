import { ExternalRedirect } from '../components/external-redirect';

export default function GetStartedRedirectPage() {
  return <ExternalRedirect page="get-started" />;
}
