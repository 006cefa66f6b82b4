export { newsletterSubscribers, regionInterest } from './newsletter.table.ts';
