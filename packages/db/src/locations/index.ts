export { locations } from './locations.table.ts';
