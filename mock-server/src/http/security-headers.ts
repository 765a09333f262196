import { randomBytes } from "node:crypto";
import type { RequestHandler } from "express";
import { VIDEO_FRAME_ORIGINS } from "@app/domain/course/video-link";

const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "media-src 'self' blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  // Video by link (issue #20): the three players' privacy-friendly hosts, and no other.
  `frame-src 'self' blob: ${VIDEO_FRAME_ORIGINS.join(" ")}`,
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join("; ");

/** CSP with no inline scripts, nosniff, Referrer-Policy and the XSRF-TOKEN cookie (SPEC §7). */
export const securityHeaders: RequestHandler = (req, res, next) => {
  res.setHeader("Content-Security-Policy", CSP);
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
  res.setHeader("X-Frame-Options", "SAMEORIGIN");
  if (!(req.headers.cookie ?? "").includes("XSRF-TOKEN=")) {
    res.cookie("XSRF-TOKEN", randomBytes(16).toString("hex"), { sameSite: "strict", path: "/" });
  }
  next();
};
