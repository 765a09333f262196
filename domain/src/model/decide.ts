import type * as Result from "effect/Result";
import { deciderOf } from "./areas";
import type { DomainCommand } from "./command";
import type { DecideError } from "./decide-error";
import type { DomainEvent } from "./event";
import type { DomainState } from "./state";

/**
 * command → events, or a typed error with Russian messages (GUIDE §3). Pure; never throws. The area
 * whose union holds the command decides it (model/areas.ts).
 */
export const decide = (
  state: DomainState,
  command: DomainCommand,
): Result.Result<ReadonlyArray<DomainEvent>, DecideError> => deciderOf(command)(state, command);
