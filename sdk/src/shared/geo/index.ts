/**
 * Seaports, inland places and container types as shipped data (UN/LOCODE and ISO 6346 subsets; the
 * source and edition are written at the top of each data file), with pure look-ups over them.
 */
export { PORTS, REGIONS, LOCODE, portByCode, portLabel } from './ports';
export { PORT_NAMES, portName } from './portNames';
export type { Port, Region } from './ports';
export { INLAND_PLACES } from './inlandPlaces';
export type { InlandPlace } from './inlandPlaces';
export { PLACES, placeByCode } from './placeByCode';
export type { Place } from './placeByCode';
export { greatCircleKm } from './greatCircleKm';
export { nearestPorts } from './nearestPorts';
export type { PortDistance } from './nearestPorts';
export { searchPlaces, foldText } from './searchPlaces';
export { CONTAINER_TYPES, CONTAINER_GROUPS, containerTypeByCode, teuOf } from './containerTypes';
export type { ContainerType, ContainerGroup } from './containerTypes';
export { COUNTRY_NAMES, countryName } from './countries';
export { PLACES_LOOKUP_PATH } from './PlaceSuggestion';
export type { PlaceSuggestion } from './PlaceSuggestion';
