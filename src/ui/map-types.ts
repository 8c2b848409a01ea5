/** Degrees; latitude first, as people read coordinates. */
export type LatLng = { lat: number; lng: number };

export type MapMarker = LatLng & {
  id: string;
  /** Bold first line of the popup (the mosque's header). */
  title: string;
  /** Optional second line (an address or a distance). */
  text?: string;
  /** In-app path the popup links to; followed through the router, not a page load. */
  href?: string;
  linkText?: string;
};

/** Where the camera goes; a new object (even with the same place) flies again. */
export type MapFocus = LatLng & { zoom?: number };

/** What the map shows: its visible bounds in degrees and its centre. */
export type MapViewport = { bounds: { west: number; south: number; east: number; north: number }; center: LatLng };

export type MapViewProps = {
  center: LatLng;
  /** In 256 px web-map levels (Leaflet/OSM): 16 is a street block and draws z16 tiles. */
  zoom: number;
  markers: MapMarker[];
  /** The user's position, drawn as a blue dot. */
  user?: LatLng | null;
  focus?: MapFocus | null;
  /** Opens this marker's popup (e.g. the only mosque on an information page). */
  openMarkerId?: string;
  height?: number | string;
  /** Accessible name of the map region. */
  label: string;
  /** Told once the map is drawn and after every move or zoom ends (to ask for what is in view). */
  onViewChange?: (view: MapViewport) => void;
};
