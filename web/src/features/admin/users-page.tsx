import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import type { AdminSchool, AdminUser } from "@app/domain/api/admin";
import { itemsOfPages } from "@app/domain/api/paging";
import { errorMessages } from "../../lib/api/api-error";
import { useDocumentTitle } from "../../lib/ui/use-document-title";
import { usePeople, useSchools } from "./admin-queries";
import { RoleForm } from "./role-form";
import { roleLabels } from "./role-label";
import "./admin.css";

const schoolNames = (user: AdminUser, schools: ReadonlyArray<AdminSchool>): string =>
  user.school_id.map((id) => schools.find((s) => s.id === id)?.name ?? `№${id}`).join(", ");

/** /adminUsers (issue #32 part 4, administrators): people found by e-mail, each one's role changed in place. */
export const AdminUsersPage = () => {
  const { t } = useTranslation("admin");
  useDocumentTitle(t("users.title"));
  const searchId = useId();
  const [typed, setTyped] = useState("");
  const [email, setEmail] = useState("");
  const [editing, setEditing] = useState<number | null>(null);
  const people = usePeople(email);
  const schools = useSchools();
  const list = itemsOfPages(people.data?.pages, (user) => user.id);
  const schoolList = schools.data ?? [];
  return (
    <section className="admin-page page-container">
      <h1>{t("users.title")}</h1>
      <p className="muted">{t("users.intro")}</p>
      <form
        className="admin-search"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          setEmail(typed.trim());
        }}
      >
        <label htmlFor={searchId}>{t("users.search")}</label>
        <div className="admin-search-row">
          <input id={searchId} type="search" value={typed} onChange={(e) => setTyped(e.target.value)} />
          <button type="submit" className="button">
            {t("users.find")}
          </button>
        </div>
      </form>
      {people.isPending && <p className="muted">{t("loading")}</p>}
      {people.isError && (
        <p role="alert" className="admin-error">
          {errorMessages(people.error).join(" ")}
        </p>
      )}
      {people.isSuccess && list.length === 0 && <p>{t("users.empty")}</p>}
      {list.length > 0 && (
        <ul className="admin-list" aria-label={t("users.listLabel")}>
          {list.map((user) => (
            <li key={user.id} className="admin-card">
              <div className="admin-user">
                <div className="admin-user-who">
                  <h3 className="admin-card-title">{user.name}</h3>
                  <p className="admin-user-email">{user.email}</p>
                </div>
                <p className="admin-user-role">
                  {roleLabels(t, user.roles)}
                  {user.school_id.length > 0 && (
                    <span className="muted" translate="no">
                      {" "}
                      · {schoolNames(user, schoolList)}
                    </span>
                  )}
                </p>
                {editing !== user.id && (
                  <button
                    type="button"
                    className="button"
                    aria-label={t("users.changeFor", { email: user.email })}
                    onClick={() => setEditing(user.id)}
                  >
                    {t("users.change")}
                  </button>
                )}
              </div>
              {editing === user.id && <RoleForm user={user} schools={schoolList} onDone={() => setEditing(null)} />}
            </li>
          ))}
        </ul>
      )}
      {people.hasNextPage && (
        <button
          type="button"
          className="button admin-more"
          disabled={people.isFetchingNextPage}
          onClick={() => void people.fetchNextPage()}
        >
          {t("more")}
        </button>
      )}
    </section>
  );
};
