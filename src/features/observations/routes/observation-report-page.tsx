// Placeholder until this screen is built; the route and its guard are already real.
export { default } from '@/components/feedback/coming-soon-page';
