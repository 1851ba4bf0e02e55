/** the form rules' date helpers now live in lib/dates (issue 25); re-exported so existing imports keep working */
export { isFuture, todayIso } from '@/lib/dates';
