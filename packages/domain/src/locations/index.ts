export {
  type BoundingBox,
  boundingBoxSchema,
  type CityParam,
  cityParamSchema,
  type LatLng,
  type Location,
  type LocationSlug,
  latLngSchema,
  locationSchema,
  locationSlugSchema,
} from './location.schema.ts';
export { LOCATION_COOKIE } from './location-cookie.ts';
export { CITY_PARAMS, LOCATION_SLUGS } from './location-values.ts';
export {
  DEFAULT_LOCATION_SLUG,
  getLocation,
  isCityParam,
  isInBoundingBox,
  isLocationSlug,
  LOCATION_LIST,
  LOCATIONS,
  resolveLocationSlug,
  toCityParam,
  toLocationSlug,
} from './locations.ts';
