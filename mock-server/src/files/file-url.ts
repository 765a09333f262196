/** Where a stored file is downloaded: GET /api/files/{id}. */
export const fileUrl = (id: string): string => `/api/files/${id}`;
