import * as Result from "effect/Result";
import type { DomainCommand } from "@app/domain/model/command";
import type { DecideError } from "@app/domain/model/decide-error";
import { runCommand } from "../model/domain-store";

/** Runs an authoring command; answers its refusal, or null when its events were applied. */
export const runEdit = (command: DomainCommand): DecideError | null => {
  const decision = runCommand(command);
  return Result.isFailure(decision) ? decision.failure : null;
};
