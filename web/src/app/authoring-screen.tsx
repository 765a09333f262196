import { lazy } from "react";
import { useParams } from "wouter";
import { lazyWithReload } from "./lazy-with-reload";

const ConstructorTab = lazy(lazyWithReload(() => import("../features/constructor/constructor-tab").then((m) => ({ default: m.ConstructorTab }))));
const AboutTab = lazy(lazyWithReload(() => import("../features/course-about/about-tab").then((m) => ({ default: m.AboutTab }))));

/** Placeholder: the course screen with its five tabs (issue #7). */
export const AuthoringScreen = () => {
  const { tab } = useParams<{ readonly courseID: string; readonly tab?: string }>();
  return tab === "constructor" ? <ConstructorTab /> : <AboutTab />;
};
