/**
 * The address parameter that names the experience being booked (`/?…&experience=3`, decision 0054). A module of
 * its own: the booking page's first load needs the name alone, the rest of experience-booking.ts loads later.
 */
export const EXPERIENCE_PARAM = 'experience';
