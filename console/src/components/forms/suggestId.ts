/** The spec's ID suggestion: prefix, dash, the last 6 digits of the current time in ms ('CLI-123456'). */
export const suggestId = (prefix: string, now: number = Date.now()): string => `${prefix}-${String(now).slice(-6)}`;
