import { useTranslation } from "react-i18next";

type Props = {
  readonly hasNextPage: boolean;
  readonly isFetchingNextPage: boolean;
  readonly fetchNextPage: () => Promise<unknown>;
};

/** 'Показать ещё' under a paged list, while there is more. */
export const ShowMore = ({ hasNextPage, isFetchingNextPage, fetchNextPage }: Props) => {
  const { t } = useTranslation("course-social");
  if (!hasNextPage) return null;
  return (
    <button
      type="button"
      className="button social-more"
      disabled={isFetchingNextPage}
      onClick={() => void fetchNextPage()}
    >
      {t("showMore")}
    </button>
  );
};
