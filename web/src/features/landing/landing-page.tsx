import { useEffect, useState } from "react";
import { Link } from "wouter";
import { useTranslation } from "react-i18next";
import { AuthorLink } from "../../lib/site/author-link";
import { Icon } from "../../lib/ui/icon";
import { useDocumentTitle } from "../../lib/ui/use-document-title";
import { HeroDemo } from "./hero-demo";
import { Audiences, Closing, Features, Steps } from "./landing-sections";
import { textList } from "./translated-list";
import "./landing-hero.css";
import "./landing-sections.css";

/**
 * False for the first paint, true right after it: the sections below the hero render once the
 * hero (the LCP element) is on screen, so their script and layout time do not delay it.
 */
const useAfterFirstPaint = (): boolean => {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer = 0;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, []);
  return painted;
};

/** `/`: the public landing page (SPEC §2): hero, what the platform offers, audiences, call to action. */
export const LandingPage = () => {
  const { t } = useTranslation();
  useDocumentTitle();
  const below = useAfterFirstPaint();
  return (
    <div className="home-page">
      <section className="hero" aria-labelledby="hero-title">
        <div className="hero-inner">
          <div className="hero-copy">
            <p className="eyebrow">{t("home.eyebrow")}</p>
            <h1 id="hero-title">{t("home.title")}</h1>
            <p className="hero-lead">{t("home.lead")}</p>
            <div className="hero-actions">
              <Link className="button button-primary button-large" href="/course">
                {t("home.toCatalogue")}
                <Icon name="arrow" size={18} />
              </Link>
              <AuthorLink className="button button-large button-ghost">{t("home.becomeAuthor")}</AuthorLink>
            </div>
            <ul className="hero-facts">
              {textList(t, "home.facts").map((fact) => (
                <li key={fact}>
                  <Icon name="check" size={18} />
                  {fact}
                </li>
              ))}
            </ul>
          </div>
          <HeroDemo />
        </div>
      </section>
      {below && (
        <>
          <Features />
          <Audiences />
          <Steps />
          <Closing />
        </>
      )}
    </div>
  );
};
