import { useId, useState } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { Group, Subdivision } from "@app/domain/api/people";
import { apiClient } from "../../lib/api/client";
import { errorMessages } from "../../lib/api/api-error";
import { peopleApi } from "../../lib/api/people-api";
import { notifyError, notifySuccess } from "../../lib/ui/toast";
import { PEOPLE_KEY } from "./people-queries";
import { refreshAfterWrite } from "../../lib/api/refresh-after-write";

type Props = { readonly subdivision: Subdivision; readonly groups: ReadonlyArray<Group> };

/** A subdivision's groups: each can be taken out; any other group of the school can be put in (PUT with the new list). */
export const SubdivisionGroups = ({ subdivision, groups }: Props) => {
  const { t } = useTranslation("students");
  const selectId = useId();
  const [adding, setAdding] = useState("");
  const queryClient = useQueryClient();
  const held = subdivision.group_ids.flatMap((id) => groups.filter((group) => group.id === id));
  const others = groups.filter((group) => !subdivision.group_ids.includes(group.id));
  const save = useMutation({
    mutationFn: (change: { readonly ids: ReadonlyArray<number>; readonly message: string }) =>
      peopleApi(apiClient)
        .updateSubdivision(subdivision.id, { name: subdivision.name, group_ids: [...change.ids] })
        .then(() => change.message),
    onSuccess: async (message) => {
      notifySuccess(message);
      setAdding("");
      await refreshAfterWrite(queryClient, PEOPLE_KEY);
    },
    onError: (error) => notifyError(errorMessages(error)[0] ?? ""),
  });
  const add = () => {
    const group = others.find((item) => String(item.id) === adding);
    if (group === undefined) return;
    save.mutate({
      ids: [...subdivision.group_ids, group.id],
      message: t("subdivisionGroups.added", { group: group.name, name: subdivision.name }),
    });
  };
  return (
    <div className="named-details">
      {held.length === 0 ? (
        <p className="muted">{t("subdivisionGroups.empty")}</p>
      ) : (
        <ul className="named-chips" aria-label={t("subdivisionGroups.label", { name: subdivision.name })}>
          {held.map((group) => (
            <li key={group.id}>
              <span>{group.name}</span>
              <button
                type="button"
                className="named-chip-remove"
                disabled={save.isPending}
                aria-label={t("subdivisionGroups.removeFor", { group: group.name, name: subdivision.name })}
                onClick={() =>
                  save.mutate({
                    ids: subdivision.group_ids.filter((id) => id !== group.id),
                    message: t("subdivisionGroups.removed", { group: group.name, name: subdivision.name }),
                  })
                }
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      {others.length > 0 && (
        <form
          className="named-add"
          onSubmit={(event) => {
            event.preventDefault();
            add();
          }}
        >
          <div className="field">
            <label htmlFor={selectId}>{t("subdivisionGroups.add", { name: subdivision.name })}</label>
            <select id={selectId} value={adding} onChange={(e) => setAdding(e.target.value)}>
              <option value="">{t("subdivisionGroups.choose")}</option>
              {others.map((group) => (
                <option key={group.id} value={String(group.id)}>
                  {group.name}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="button" disabled={adding === "" || save.isPending}>
            {t("subdivisionGroups.submit")}
          </button>
        </form>
      )}
    </div>
  );
};
