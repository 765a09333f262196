import { TOKENS } from "./pact-setup";

export const JSON_HEADERS = { "Content-Type": "application/json" };
export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
/** The headers of a signed-in call (the placeholder token the provider swaps for the state's). */
export const AUTH = bearer(TOKENS.valid);
export const JSON_AUTH = { ...AUTH, ...JSON_HEADERS };
