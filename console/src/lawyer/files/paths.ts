/** The spec's routes of the files screens. */
export const FILES_PATH = '/lawyer/files';
export const fileDetailPath = (id: unknown) => `${FILES_PATH}/${id}`;
export const editFilePath = (id: unknown) => `/lawyer/edit-file/${id}`;
export const CREATE_FILE_PATH = '/lawyer/create-file';
export const casePath = (id: unknown) => `/lawyer/cases/${id}`;
/** The case wizard opened from a file: the case linked to the file, its client chosen. */
export const createCaseInFilePath = (fileId: unknown, clientId: unknown) => `/lawyer/create-case?fileId=${fileId}${clientId ? `&clientId=${clientId}` : ''}`;
