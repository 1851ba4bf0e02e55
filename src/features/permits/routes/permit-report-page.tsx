// placeholder until the permit screens land (issue 14): replaced by the helper that owns this screen
export { default } from '@/components/feedback/coming-soon-page';
