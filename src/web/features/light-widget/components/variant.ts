/** styled: rich look, Book Now opens the booking modal; plain: native look, Book Now opens a popup window. */
export type Variant = 'styled' | 'plain';
