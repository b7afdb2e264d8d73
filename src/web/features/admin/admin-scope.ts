/** A region as the tabs need it: its id and its code ('WA', 'QLD'). */
export interface RegionRef {
  id: number;
  code: string;
}

/** What the shell's selectors say every tab works in: the region, the app context, and the regions there are. */
export interface AdminScope {
  regionId: number | undefined;
  appContext: 'main' | 'twin';
  /** The active region and every region (for the imports from WA). */
  region?: RegionRef;
  regions?: RegionRef[];
}
