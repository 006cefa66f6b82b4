export { countPageViews, type PageViewRecord, recordPageView } from './page-views.queries.ts';
export { pageViewCounts } from './page-views.table.ts';
