import type { Draft } from "immer";
import { recordAction } from "../undo/recorder";
import type { CommandArea, EventArea, ReplayOf } from "../model/area";
import type { DomainState } from "../model/state";
import { noViolations } from "../log/violation";
import { AboutCommand } from "./about-commands";
import { AboutEvent } from "./about-events";
import { decideAbout } from "./decide-about";
import { evolveAbout } from "./evolve-about";

/** Text edits carry a group: one undo step per field per pause. */
const groupOf = (event: AboutEvent): string | null => {
  switch (event._tag) {
    case "AboutTextEdited":
      return `about:${event.field}`;
    case "AdvantageEdited":
      return `advantage:${event.index}`;
    case "AboutItemUpdated":
      return `item:${event.entry.list}:${event.entry.item.id}`;
    default:
      return null;
  }
};

/** Every about and settings action is recorded for undo (undo/recorder.ts). */
const evolve = (draft: Draft<DomainState>, event: AboutEvent): void =>
  recordAction(draft, event.courseID, groupOf(event), "at" in event ? event.at : null, (course) =>
    evolveAbout(course, event),
  );

/** The command each about event came from, for a rebase to decide it again (course/rebase.ts). */
const replay: ReplayOf<AboutEvent> = {
  AboutTextEdited: (event) => ({ ...event, _tag: "EditAboutText" }),
  AboutRefSet: (event) => ({ ...event, _tag: "SetAboutRef" }),
  SchoolSelected: (event) => ({ ...event, _tag: "SelectSchool" }),
  StyleEdited: (event) => ({ ...event, _tag: "EditStyle" }),
  AdvantageEdited: (event) => ({ ...event, _tag: "EditAdvantage" }),
  AdvantageAdded: (event) => ({ ...event, _tag: "AddAdvantage" }),
  AdvantageRemoved: (event) => ({ ...event, _tag: "RemoveAdvantage" }),
  AboutItemCreated: (event) => ({ ...event, _tag: "CreateAboutItem" }),
  AboutItemUpdated: (event) => ({ ...event, _tag: "UpdateAboutItem" }),
  AboutItemMarkedForDelete: (event) => ({ ...event, _tag: "MarkAboutItemForDelete" }),
  AboutItemDeleted: (event) => ({ ...event, _tag: "DeleteAboutItem" }),
  AboutItemRestored: (event) => ({ ...event, _tag: "RestoreAboutItem" }),
  AboutListCleared: (event) => ({ ...event, _tag: "ClearAboutList" }),
  SettingsActionSet: (event) => ({ ...event, _tag: "SetSettingsAction" }),
  PaymentSelected: (event) => ({ ...event, _tag: "SelectPayment" }),
  AccessesEdited: (event) => ({ ...event, _tag: "EditAccesses" }),
};

/** The about and settings tabs (SPEC §4): their events and commands, as the model routes them (model/areas.ts). */
export const aboutArea: EventArea<AboutEvent> & CommandArea<AboutCommand> = {
  events: AboutEvent,
  evolve,
  violations: noViolations,
  replay,
  commands: AboutCommand,
  decide: decideAbout,
};
