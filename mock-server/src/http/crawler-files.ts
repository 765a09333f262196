import type { Request, RequestHandler } from "express";
import type { Store } from "../store/store";
import { publishedCards } from "../catalogue/catalogue-view";

/**
 * /robots.txt and /sitemap.xml (issue #31): before them, both answered the app's HTML with 200 and
 * Lighthouse's SEO audit failed. The sitemap lists the public pages: the landing, the catalogue, the
 * schools, the information pages, each school's page and each published course's page.
 */
const PUBLIC_PAGES = ["/", "/course", "/schools", "/contacts", "/requisites", "/legalInformation"] as const;
const PRIVATE_AREAS = [
  "/api/",
  "/dev/",
  "/myCourses",
  "/createdCourses",
  "/availableCourses",
  "/check",
  "/usersStatistics",
  "/students",
  "/profile",
  "/longread",
  "/preview",
] as const;

const originOf = (req: Request): string => `${req.protocol}://${req.get("host") ?? "localhost"}`;
const escapeXml = (text: string): string =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

export const robotsTxt: RequestHandler = (req, res) => {
  const lines = [
    "User-agent: *",
    ...PRIVATE_AREAS.map((area) => `Disallow: ${area}`),
    `Sitemap: ${originOf(req)}/sitemap.xml`,
  ];
  res.type("text/plain").setHeader("Cache-Control", "no-cache");
  res.send(`${lines.join("\n")}\n`);
};

export const sitemapXml =
  (store: Store): RequestHandler =>
  (req, res) => {
    const cards = publishedCards(store.data);
    const schools = [...new Set(store.data.courses.filter((c) => c.status === "published").map((c) => c.school_id))];
    const paths = [
      ...PUBLIC_PAGES,
      ...schools.map((id) => `/school/${id}`),
      ...cards.map((card) => `/landing/courses/${card.course_id}`),
    ];
    const origin = originOf(req);
    const urls = paths.map((path) => `  <url><loc>${escapeXml(`${origin}${path}`)}</loc></url>`);
    res.type("application/xml").setHeader("Cache-Control", "no-cache");
    res.send(
      `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`,
    );
  };
