import type { Problem } from "../course/course-checks";

/** Why a command was refused. Messages are Russian and shown to the user as they are. */
export type DecideError =
  | { readonly _tag: "Invalid"; readonly problems: ReadonlyArray<Problem> }
  | { readonly _tag: "NotFound"; readonly message: string }
  | { readonly _tag: "Conflict"; readonly message: string };

export const invalid = (problems: ReadonlyArray<Problem>): DecideError => ({ _tag: "Invalid", problems });
export const notFound = (message: string): DecideError => ({ _tag: "NotFound", message });
export const conflict = (message: string): DecideError => ({ _tag: "Conflict", message });
