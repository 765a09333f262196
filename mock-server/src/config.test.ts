import path from "node:path";
import { describe, expect, it } from "vitest";
import { readConfig } from "./config";

describe("readConfig (GUIDE §1 environment)", () => {
  it("has the documented defaults", () => {
    expect(readConfig({}, "/srv")).toEqual({
      port: 3000,
      dataDir: path.resolve("/srv", "./data"),
      accessTokenTtl: 900,
      refreshTokenTtl: 2_592_000,
      production: false,
      demo: false,
      webDist: null,
      passwordCost: 1024,
      historyRetentionDays: 90,
    });
  });

  it("reads every variable, token lifetimes included", () => {
    const config = readConfig(
      {
        PORT: "0",
        DATA_DIR: "/tmp/x",
        ACCESS_TOKEN_TTL: "2",
        REFRESH_TOKEN_TTL: "60",
        NODE_ENV: "production",
        WEB_DIST: "build/web",
        DEMO: "1",
        HISTORY_RETENTION_DAYS: "0",
      },
      "/srv",
    );
    expect(config).toEqual({
      port: 0,
      dataDir: "/tmp/x",
      accessTokenTtl: 2,
      refreshTokenTtl: 60,
      production: true,
      demo: true,
      webDist: "/srv/build/web",
      passwordCost: 2 ** 17,
      historyRetentionDays: 0,
    });
  });

  it("PASSWORD_COST: OWASP's 2^17 in production unless set; a power of two from 2^10 to 2^20", () => {
    expect(readConfig({ NODE_ENV: "production", PASSWORD_COST: "16384" }, "/srv").passwordCost).toBe(16_384);
    expect(readConfig({ PASSWORD_COST: "1048576" }, "/srv").passwordCost).toBe(2 ** 20);
    for (const bad of ["1000", "512", "2097152", "4096.5", "x"])
      expect(() => readConfig({ PASSWORD_COST: bad }, "/srv")).toThrow(/PASSWORD_COST/);
  });

  it("refuses a value that is not a non-negative integer", () => {
    expect(() => readConfig({ ACCESS_TOKEN_TTL: "2.5" }, "/srv")).toThrow(/ACCESS_TOKEN_TTL/);
    expect(() => readConfig({ PORT: "-1" }, "/srv")).toThrow(/PORT/);
  });
});
