import * as Schema from "effect/Schema";
import { AboutCommand } from "../course/about-commands";
import { AuthoringCommand } from "../course/authoring-commands";
import { PassageCommand } from "../passage/passage-commands";

/** Every command of the model; each area keeps its own union. */
export const DomainCommand = Schema.Union([
  ...AuthoringCommand.members,
  ...AboutCommand.members,
  ...PassageCommand.members,
]);
export type DomainCommand = typeof DomainCommand.Type;
