import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import "./comment-bank.css";

export const BANK_PATH = "/availableCourses/comments";

/** `Банк комментариев`: the way to the bank's list (issue #34 part 3). */
export const BankLink = ({ className }: { readonly className?: string }) => {
  const { t } = useTranslation("comment-bank");
  return (
    <Link href={BANK_PATH} className={className}>
      {t("open")}
    </Link>
  );
};
