import { useId, useState } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { apiClient } from "../../lib/api/client";
import { errorMessages } from "../../lib/api/api-error";
import { peopleApi } from "../../lib/api/people-api";
import { notifyError, notifySuccess } from "../../lib/ui/toast";
import { PEOPLE_KEY, useGroups } from "./people-queries";
import { withMembers } from "./student-name";
import { refreshAfterWrite } from "../../lib/api/refresh-after-write";

type Props = { readonly selected: ReadonlyArray<number>; readonly onDone: () => void };

/** With students selected: choose a group and add them to it (PUT /api/groups/{id}/students with the old members kept). */
export const AddToGroupBar = ({ selected, onDone }: Props) => {
  const { t } = useTranslation("students");
  const selectId = useId();
  const queryClient = useQueryClient();
  const groups = useGroups();
  const [groupId, setGroupId] = useState("");
  const list = groups.data?.data ?? [];

  const add = useMutation({
    mutationFn: async () => {
      const group = list.find((item) => String(item.id) === groupId);
      if (group === undefined) throw new Error("no group");
      return peopleApi(apiClient).setGroupStudents(group.id, withMembers(group.student_ids, selected));
    },
    onSuccess: async (group) => {
      notifySuccess(t("bulk.added", { name: group.name }));
      setGroupId("");
      onDone();
      await refreshAfterWrite(queryClient, PEOPLE_KEY);
    },
    onError: (error) => notifyError(errorMessages(error)[0] ?? ""),
  });

  if (selected.length === 0) return null;
  return (
    <div className="students-bulk" role="region" aria-label={t("bulk.region")}>
      <strong>{t("bulk.selected", { count: selected.length })}</strong>
      {list.length === 0 ? (
        <span className="muted">{t("bulk.noGroups")}</span>
      ) : (
        <form
          className="students-bulk-form"
          onSubmit={(event) => {
            event.preventDefault();
            if (groupId !== "") add.mutate();
          }}
        >
          <label htmlFor={selectId}>{t("bulk.group")}</label>
          <select id={selectId} value={groupId} onChange={(e) => setGroupId(e.target.value)}>
            <option value="">{t("bulk.choose")}</option>
            {list.map((group) => (
              <option key={group.id} value={String(group.id)} translate="no">
                {group.name}
              </option>
            ))}
          </select>
          <button type="submit" className="button button-primary" disabled={groupId === "" || add.isPending}>
            {t("bulk.add")}
          </button>
        </form>
      )}
      <button type="button" className="button" onClick={onDone}>
        {t("bulk.clear")}
      </button>
    </div>
  );
};
