export {
  countPlaceInterests,
  createPlace,
  findPlaceByExternalId,
  findPlaceById,
  findPlaceByNameAndAddress,
  type PlaceRow,
  type PlaceValues,
  updatePlace,
} from './places.queries.ts';
export { places } from './places.table.ts';
