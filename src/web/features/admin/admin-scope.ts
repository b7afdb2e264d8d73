/** A region as the tabs need it: its id, its code ('WA', 'QLD') and its name (what a form saves into). */
export interface RegionRef {
  id: number;
  code: string;
  name: string;
}

/** What the shell's selectors say every tab works in: the region, the app context, and the regions there are. */
export interface AdminScope {
  regionId: number | undefined;
  appContext: 'main' | 'twin';
  /** The active region and every region (for the imports from WA). */
  region?: RegionRef;
  regions?: RegionRef[];
}
