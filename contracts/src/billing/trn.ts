/** a UAE Tax Registration Number: 15 digits */
export const TRN_PATTERN = /^\d{15}$/;
