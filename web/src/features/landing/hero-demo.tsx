import { useTranslation } from "react-i18next";
import { Icon } from "../../lib/ui/icon";
import { textList } from "./translated-list";

/** The hero's illustration: a course card drawn in HTML and CSS (no image to wait for). */
export const HeroDemo = () => {
  const { t } = useTranslation();
  const lessons = textList(t, "home.demo.lessons");
  return (
    <div className="hero-demo" aria-hidden="true">
      <div className="demo-card">
        <div className="demo-cover">
          <span className="demo-chip">{t("home.demo.lesson")}</span>
          <p className="demo-title">{t("home.demo.course")}</p>
        </div>
        <div className="demo-body">
          <div className="demo-progress">
            <span>{t("home.demo.progress")}</span>
            <span className="demo-bar">
              <span style={{ width: "68%" }} />
            </span>
          </div>
          <ul className="demo-lessons">
            {lessons.map((lesson, index) => (
              <li key={lesson} className={index < 2 ? "done" : ""}>
                <span className="demo-dot">{index < 2 ? <Icon name="check" size={14} /> : index + 1}</span>
                {lesson}
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="demo-toast">
        <span className="demo-toast-icon">
          <Icon name="check" size={18} />
        </span>
        <span>
          <strong>{t("home.demo.accepted")}</strong>
          <small>{t("home.demo.review")}</small>
        </span>
      </div>
    </div>
  );
};
