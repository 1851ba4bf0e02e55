/** What the app shell takes from the platform console: the "what's new" dialog of code releases. */
export { WhatsNew } from './components/whats-new';
