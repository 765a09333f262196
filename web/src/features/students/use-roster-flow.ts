import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import type { RosterReport } from "@app/domain/api/roster";
import { readRoster, type RosterRow } from "@app/domain/people/roster";
import { apiClient } from "../../lib/api/client";
import { errorMessages } from "../../lib/api/api-error";
import { peopleApi } from "../../lib/api/people-api";
import { PEOPLE_KEY } from "./people-queries";
import { refreshAfterWrite } from "../../lib/api/refresh-after-write";

/** Where the CSV enrolment stands: nothing chosen, the dry run running, its report, the real run. */
export type RosterPhase =
  | { readonly tag: "idle" }
  | { readonly tag: "checking"; readonly fileName: string }
  | {
      readonly tag: "report" | "applying";
      readonly fileName: string;
      readonly rows: ReadonlyArray<RosterRow>;
      readonly report: RosterReport;
    };

export type RosterTarget = { readonly courseId: number; readonly groupId: number | null };

/**
 * The file is read and split into rows here (the domain's CSV reader); the server's dry run says
 * what each row would do; `apply` sends the same rows for real and hands its report to `onDone`.
 */
export const useRosterFlow = (onDone: (report: RosterReport) => void) => {
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<RosterPhase>({ tag: "idle" });
  const [error, setError] = useState<string | null>(null);
  const api = peopleApi(apiClient);
  const send = (target: RosterTarget, rows: ReadonlyArray<RosterRow>, dryRun: boolean) =>
    api.importRoster(target.courseId, {
      rows: rows.map(({ email, name }) => ({ email, name })),
      dry_run: dryRun,
      group_id: target.groupId,
    });

  const choose = async (file: File, target: RosterTarget): Promise<void> => {
    setError(null);
    const { rows, problem } = readRoster(await file.text().catch(() => ""));
    if (problem !== null) {
      setError(problem);
      return;
    }
    setPhase({ tag: "checking", fileName: file.name });
    try {
      setPhase({ tag: "report", fileName: file.name, rows, report: await send(target, rows, true) });
    } catch (failure) {
      setError(errorMessages(failure)[0] ?? "");
      setPhase({ tag: "idle" });
    }
  };

  const apply = async (target: RosterTarget): Promise<void> => {
    if (phase.tag !== "report") return;
    setError(null);
    setPhase({ ...phase, tag: "applying" });
    try {
      const report = await send(target, phase.rows, false);
      await refreshAfterWrite(queryClient, PEOPLE_KEY);
      onDone(report);
    } catch (failure) {
      setError(errorMessages(failure)[0] ?? "");
      setPhase({ ...phase, tag: "report" });
    }
  };

  const reset = () => {
    setPhase({ tag: "idle" });
    setError(null);
  };
  return { phase, error, choose, apply, reset, busy: phase.tag === "checking" || phase.tag === "applying" };
};
