/**
 * libphonenumber-js with its full ("max") metadata, loaded on demand: the metadata alone is about
 * 40 KB gzipped, so it never sits on the landing page's critical path (GUIDE §2).
 */
export type PhoneLib = typeof import("libphonenumber-js/max");

let loading: Promise<PhoneLib> | null = null;

export const loadPhoneLib = (): Promise<PhoneLib> => {
  loading ??= import("libphonenumber-js/max").catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
};
