import * as Result from "effect/Result";
import type { DomainCommand } from "@app/domain/model/command";
import type { DomainEvent } from "@app/domain/model/event";
import { decideMessage } from "../authoring-ui/decide-message";
import { notifyError } from "../ui/toast";
import { runCommand } from "./domain-store";

/** Runs a command; a refusal shows its Russian message as a toast. Answers the events applied, or null when refused. */
export const runOrNotify = (command: DomainCommand): ReadonlyArray<DomainEvent> | null => {
  const decision = runCommand(command);
  if (Result.isSuccess(decision)) return decision.success;
  notifyError(decideMessage(decision.failure));
  return null;
};
