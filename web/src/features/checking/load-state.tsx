import { useTranslation } from "react-i18next";
import { errorMessages, isApiError } from "../../lib/api/api-error";

type Query = {
  readonly isPending: boolean;
  readonly isError: boolean;
  readonly error: unknown;
  readonly fetchStatus: string;
};

/** Loading and failure of one query: a 403 says who may see it, a 404 the server's reason, anything else asks to reload. */
export const LoadState = ({ query }: { readonly query: Query }) => {
  const { t } = useTranslation("checking");
  if (query.isError) {
    const status = isApiError(query.error) ? query.error.status : 0;
    const text =
      status === 403
        ? t("noAccess")
        : status === 404
          ? (errorMessages(query.error)[0] ?? t("notFound"))
          : t("loadError");
    return (
      <p role="alert" className="check-error">
        {text}
      </p>
    );
  }
  if (query.isPending && query.fetchStatus !== "idle") return <p className="muted">{t("loading")}</p>;
  return null;
};
