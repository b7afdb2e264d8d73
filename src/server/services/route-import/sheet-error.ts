/** A file refused as a whole, in words staff can act on (the import answers it as a 400 with its issues). */
export class SheetError extends Error {
  constructor(
    message: string,
    readonly issues: { path: string; message: string }[] = [],
  ) {
    super(message);
  }
}

export const tooManyRowsMessage = (maxRows: number) =>
  `The file has more than ${maxRows.toLocaleString('en-AU')} rows; split it into files of at most ${maxRows.toLocaleString('en-AU')} rows`;
