/**
 * How many uploads this process works on at once. Each one holds a decoder (up to MAX_INPUT_PIXELS) and a
 * spool file, so past the cap an upload is turned away before its body is read rather than queued.
 */
export class UploadSlots {
  private active = 0;

  constructor(readonly limit: number) {}

  get inUse(): number {
    return this.active;
  }

  /** A release function when a slot is free (calling it more than once frees the slot once), else undefined. */
  tryAcquire(): (() => void) | undefined {
    if (this.active >= this.limit) return undefined;
    this.active++;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.active--;
    };
  }
}
