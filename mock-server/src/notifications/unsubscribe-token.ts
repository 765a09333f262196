import jwt from "jsonwebtoken";
import * as Schema from "effect/Schema";
import * as Result from "effect/Result";
import { UnsubscribeToken } from "@app/domain/api/notifications";
import type { NotificationKind } from "@app/domain/notifications/notification-kinds";

/**
 * The one-click unsubscribe link's token (issue #35): HS256 over the person and the kind, with the
 * server's secret, and `purpose` so no other token of the same secret (an access token) passes for
 * it. It does not expire: a link in an old mail still works. It only ever turns mail off.
 */
export type UnsubscribeSigner = {
  sign(userId: number, kind: NotificationKind): string;
  verify(token: string): UnsubscribeToken | null;
};

const decode = Schema.decodeUnknownResult(UnsubscribeToken);

export const unsubscribeSigner = (secret: string): UnsubscribeSigner => ({
  sign: (userId, kind) =>
    jwt.sign({ purpose: "unsubscribe", sub: userId, kind }, secret, { algorithm: "HS256", noTimestamp: true }),
  verify: (token) => {
    let payload: unknown;
    try {
      payload = jwt.verify(token, secret, { algorithms: ["HS256"] });
    } catch {
      return null;
    }
    const decoded = decode(payload);
    return Result.isSuccess(decoded) ? decoded.success : null;
  },
});

/** The link's path; mails make it absolute with the server's public address. */
export const unsubscribePath = (token: string): string => `/unsubscribe?token=${encodeURIComponent(token)}`;
