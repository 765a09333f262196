import * as Schema from "effect/Schema";
import * as Result from "effect/Result";
import { decodeWith } from "@app/domain/api/decode";

const Claims = Schema.Struct({ sub: Schema.String });

/** The user a JWT names (`sub`), read from its payload; null for anything that is not such a token. */
export const tokenOwner = (token: string): string | null => {
  const payload = token.split(".")[1];
  if (payload === undefined || payload === "") return null;
  try {
    const base64 = payload.replace(/-/g, "+").replace(/_/g, "/");
    const json: unknown = JSON.parse(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, "=")));
    const claims = decodeWith(Claims)(json);
    return Result.isSuccess(claims) ? claims.success.sub : null;
  } catch {
    return null;
  }
};
