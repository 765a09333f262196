import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import { Memory } from "lowdb";
import { createApp } from "@app/mock-server/app";
import { openStore } from "@app/mock-server/store/store";
import { seedDemo } from "@app/mock-server/seed/seed-demo";

export type RunningServer = {
  readonly url: string;
  readonly advance: (seconds: number) => void;
  readonly close: () => Promise<void>;
};

/** The real mock server on port 0 with an in-memory store and a clock the test moves. */
export const startServer = async (accessTokenTtl = 60): Promise<RunningServer> => {
  const store = await openStore(new Memory<unknown>());
  await seedDemo(store);
  let now = Date.now();
  const app = createApp({
    store,
    clock: () => now,
    secret: "x".repeat(64),
    accessTokenTtl,
    refreshTokenTtl: 3600,
    log: () => undefined,
  });
  const server: Server = await new Promise((resolve) => {
    const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    advance: (seconds) => {
      now += seconds * 1000;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
};
