export { default } from '@/components/feedback/coming-soon-page';
