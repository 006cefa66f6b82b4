export { places } from './places.table.ts';
