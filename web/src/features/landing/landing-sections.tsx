import { Link } from "wouter";
import { useTranslation } from "react-i18next";
import { MANAGER_REPLY_HOURS } from "@app/domain/constants";
import { AuthorLink } from "../../lib/site/author-link";
import { Icon, type IconName } from "../../lib/ui/icon";
import { recordList, textList } from "./translated-list";

const FEATURE_ICONS: ReadonlyArray<IconName> = ["video", "check", "chart", "edit", "chat", "award"];

export const Features = () => {
  const { t } = useTranslation();
  const items = recordList(t, "home.features.items", ["title", "text"]);
  return (
    <section className="landing-section" aria-labelledby="features-title">
      <div className="section-head">
        <h2 id="features-title">{t("home.features.title")}</h2>
        <p>{t("home.features.lead")}</p>
      </div>
      <ul className="feature-grid">
        {items.map((item, index) => (
          <li key={item.title} className="feature-card">
            <span className="feature-icon">
              <Icon name={FEATURE_ICONS[index] ?? "book"} />
            </span>
            <h3>{item.title}</h3>
            <p>{item.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
};

type AudienceKey = "students" | "authors" | "schools";
const AUDIENCE_ICONS: Readonly<Record<AudienceKey, IconName>> = {
  students: "book",
  authors: "edit",
  schools: "school",
};

const AudienceLink = ({ audience, label }: { readonly audience: AudienceKey; readonly label: string }) => {
  const content = (
    <>
      {label}
      <Icon name="arrow" size={18} />
    </>
  );
  if (audience === "authors") return <AuthorLink className="audience-link">{content}</AuthorLink>;
  return (
    <Link className="audience-link" href={audience === "students" ? "/course" : "/schools"}>
      {content}
    </Link>
  );
};

export const Audiences = () => {
  const { t } = useTranslation();
  const audiences: ReadonlyArray<AudienceKey> = ["students", "authors", "schools"];
  return (
    <section className="landing-section landing-section-tinted" aria-labelledby="audiences-title">
      <div className="section-head">
        <h2 id="audiences-title">{t("home.audiences.title")}</h2>
      </div>
      <div className="audience-grid">
        {audiences.map((audience) => (
          <article
            key={audience}
            className={`audience-card audience-${audience}`}
            aria-labelledby={`audience-${audience}`}
          >
            <span className="audience-icon">
              <Icon name={AUDIENCE_ICONS[audience]} size={26} />
            </span>
            <h3 id={`audience-${audience}`}>{t(`home.audiences.${audience}.title`)}</h3>
            <p>{t(`home.audiences.${audience}.text`)}</p>
            <ul>
              {textList(t, `home.audiences.${audience}.points`).map((point) => (
                <li key={point}>
                  <Icon name="check" size={16} />
                  {point}
                </li>
              ))}
            </ul>
            <AudienceLink audience={audience} label={t(`home.audiences.${audience}.link`)} />
          </article>
        ))}
      </div>
    </section>
  );
};

export const Steps = () => {
  const { t } = useTranslation();
  const steps = recordList(t, "home.steps.items", ["title", "text"], {
    hours: t("common.hours", { count: MANAGER_REPLY_HOURS }),
  });
  return (
    <section className="landing-section" aria-labelledby="steps-title">
      <div className="section-head">
        <h2 id="steps-title">{t("home.steps.title")}</h2>
      </div>
      <ol className="steps">
        {steps.map((step, index) => (
          <li key={step.title}>
            <span className="step-number" aria-hidden="true">
              {index + 1}
            </span>
            <h3>{step.title}</h3>
            <p>{step.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
};

export const Closing = () => {
  const { t } = useTranslation();
  return (
    <section className="landing-section" aria-labelledby="cta-title">
      <div className="cta-band">
        <div>
          <h2 id="cta-title">{t("home.cta.title")}</h2>
          <p>{t("home.cta.text", { hours: t("common.hours", { count: MANAGER_REPLY_HOURS }) })}</p>
        </div>
        <div className="cta-actions">
          <AuthorLink className="button button-large button-light">{t("home.cta.button")}</AuthorLink>
          <Link className="button button-large button-outline-light" href="/course">
            {t("home.cta.secondary")}
          </Link>
        </div>
      </div>
    </section>
  );
};
