import { useId, useState } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { Group } from "@app/domain/api/people";
import { apiClient } from "../../lib/api/client";
import { errorMessages } from "../../lib/api/api-error";
import { peopleApi } from "../../lib/api/people-api";
import { notifyError, notifySuccess } from "../../lib/ui/toast";
import { PEOPLE_KEY } from "./people-queries";
import { displayName } from "@app/domain/people/display-name";
import { refreshAfterWrite } from "../../lib/api/refresh-after-write";

/** A group's members shown at most one server page at a time (the server's maximum). */
const MEMBERS_PER_PAGE = 100;

/** 'Состав группы': the members of a group, each with `Убрать из группы` (PUT /api/groups/{id}/students without him). */
export const GroupMembers = ({ group }: { readonly group: Group }) => {
  const { t } = useTranslation("students");
  const listId = useId();
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  const members = useQuery({
    queryKey: [...PEOPLE_KEY, "members", group.id],
    queryFn: () => peopleApi(apiClient).students({ page: 1, perPage: MEMBERS_PER_PAGE, groupId: group.id }),
    enabled: open,
    staleTime: 0,
  });
  const remove = useMutation({
    mutationFn: (studentId: number) =>
      peopleApi(apiClient).setGroupStudents(
        group.id,
        group.student_ids.filter((id) => id !== studentId),
      ),
    onSuccess: async () => {
      notifySuccess(t("members.removed", { name: group.name }));
      await refreshAfterWrite(queryClient, PEOPLE_KEY);
    },
    onError: (error) => notifyError(errorMessages(error)[0] ?? ""),
  });
  const list = members.data?.data ?? [];
  return (
    <div className="named-details">
      <button
        type="button"
        className="named-toggle"
        aria-expanded={open}
        aria-controls={listId}
        aria-label={t("members.toggle", { name: group.name })}
        onClick={() => setOpen((was) => !was)}
      >
        {t("members.toggleShort")}
      </button>
      {open && (
        <div id={listId}>
          {members.isPending && <p className="muted">{t("loading")}</p>}
          {members.isSuccess && list.length === 0 && <p className="muted">{t("members.empty")}</p>}
          {list.length > 0 && (
            <ul className="named-members" aria-label={t("members.label", { name: group.name })}>
              {list.map((student) => {
                const name = displayName(student);
                return (
                  <li key={student.id}>
                    <span className="named-member">
                      <strong>{name}</strong> <span className="muted">{student.email}</span>
                    </span>
                    <button
                      type="button"
                      className="button named-remove"
                      disabled={remove.isPending}
                      aria-label={t("members.removeFor", { name, group: group.name })}
                      onClick={() => remove.mutate(student.id)}
                    >
                      {t("members.remove")}
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      )}
    </div>
  );
};
