import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { existsSync } from "node:fs";
import { Verifier } from "@pact-foundation/pact";
import { PACT_FILE, PROVIDER } from "../support/pact-setup";
import { providerStates } from "./provider-states";
import { startProvider, type ProviderRig } from "./provider-rig";

let rig: ProviderRig;
beforeAll(async () => {
  rig = await startProvider();
});
afterAll(() => rig.close());

describe("mock-server honours the web client's pact", () => {
  it("verifies every interaction", async () => {
    expect(existsSync(PACT_FILE)).toBe(true);
    const output = await new Verifier({
      provider: PROVIDER,
      providerBaseUrl: rig.url,
      pactUrls: [PACT_FILE],
      stateHandlers: providerStates(rig),
      requestFilter: rig.requestFilter,
      logLevel: "error",
    }).verifyProvider();
    expect(output).toBeDefined();
  }, 120_000);
});
