/** A stop of the demo network: GCJ-02 (what Chinese maps show), in the district whose code is given. */
export type DemoStation = {
  name: string;
  lng: number;
  lat: number;
  /** Region code (the district's national administrative code). */
  district: string;
  alias?: string;
};
