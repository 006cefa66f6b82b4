export {
  type BoundingBox,
  boundingBoxSchema,
  CITY_PARAMS,
  type CityParam,
  cityParamSchema,
  type LatLng,
  LOCATION_SLUGS,
  type Location,
  type LocationSlug,
  latLngSchema,
  locationSchema,
  locationSlugSchema,
} from './location.schema.ts';
export { LOCATION_COOKIE } from './location-cookie.ts';
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
