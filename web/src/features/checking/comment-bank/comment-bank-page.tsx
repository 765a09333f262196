import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { useDocumentTitle } from "../../../lib/ui/use-document-title";
import { LoadState } from "../load-state";
import { useCommentBank } from "./bank-queries";
import { BankCommentItem } from "./bank-comment-item";
import { NewBankComment } from "./new-bank-comment";
import "../checking-queue.css";
import "../checking-desk.css";
import "./comment-bank.css";

/**
 * /availableCourses/comments (issue #34 part 3): the reviewer's own saved comments and his school's
 * shared ones, added, changed and deleted here; the school's owner and managers add shared ones.
 */
export const CommentBankPage = () => {
  const { t } = useTranslation("comment-bank");
  useDocumentTitle(t("title"));
  const bank = useCommentBank();
  const comments = bank.data?.data ?? [];
  const canShare = bank.data?.meta.can_share ?? false;
  const sections = [
    { scope: "own", title: t("own"), empty: t("emptyOwn") },
    { scope: "school", title: t("school"), empty: t("emptySchool") },
  ] as const;
  return (
    <section className="checking page-container comment-bank">
      <header className="check-header">
        <h1>{t("title")}</h1>
        <Link href="/availableCourses/queue" className="check-queue-courses">
          {t("back")}
        </Link>
      </header>
      <p className="muted">{t("intro")}</p>
      <p className="muted">{t("placeholders")}</p>
      <NewBankComment canShare={canShare} />
      <LoadState query={bank} />
      {bank.isSuccess &&
        sections.map((section) => {
          const list = comments.filter((c) => c.scope === section.scope);
          return (
            <section key={section.scope} className="bank-section" aria-labelledby={`bank-${section.scope}`}>
              <h2 id={`bank-${section.scope}`}>
                {section.title} <span className="muted">{list.length}</span>
              </h2>
              {list.length === 0 ? (
                <p className="muted">{section.empty}</p>
              ) : (
                <ul className="bank-list">
                  {list.map((comment) => (
                    <BankCommentItem key={comment.id} comment={comment} />
                  ))}
                </ul>
              )}
            </section>
          );
        })}
    </section>
  );
};
