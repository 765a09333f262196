/**
 * An address of a file uploaded to this server, `/api/files/{uuid}` (POST /api/file answers it),
 * and nothing else: no other site, no `javascript:` or `data:` address, no long text that every page
 * showing it would carry. A profile picture and the about page's list images are such addresses
 * (issues #16, #32); whose file it is and whether it is an image is the server's check.
 */
const OWN_FILE_URL = /^\/api\/files\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const OWN_IMAGE_MESSAGE = "Выберите изображение, загруженное на платформу";

export const isOwnFileUrl = (value: string): boolean => OWN_FILE_URL.test(value);

/** The file id of an address `isOwnFileUrl` accepts. */
export const ownFileId = (url: string): string => url.slice("/api/files/".length);

/** An optional image field: empty, or a file of this server. */
export const ownImageErrors = (value: string): ReadonlyArray<string> =>
  value === "" || isOwnFileUrl(value) ? [] : [OWN_IMAGE_MESSAGE];
