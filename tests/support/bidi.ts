/**
 * What a test expects of a value the portal put into an Arabic line: isolated in its own direction
 * (FIRST STRONG ISOLATE ... POP DIRECTIONAL ISOLATE), as contracts' isolate/arabicLine/fillReminder
 * write it; written out here rather than imported, so a test does not check the code with itself.
 */
export const isolated = (value: string | number): string => `\u2068${value}\u2069`;

/** the same, left to right whatever it holds (phone numbers) */
export const isolatedLtr = (value: string | number): string => `\u2066${value}\u2069`;

/** text as a reader sees it: without the isolates */
export const unisolated = (text: string): string => text.replace(/[\u2066-\u2069]/g, '');
