import type { CatalogueCoursesResponse } from "@app/domain/api/catalogue";
import { readPaging } from "@app/domain/api/paging";
import type { AppContext } from "../app-context";
import { HttpError } from "../http/http-error";
import { catalogueCourse, publishedCards, schoolCard, usedCategories } from "../catalogue/catalogue-view";
import { routeTable, type ApiRoute } from "../http/route-table";

const wholeNumber = (value: unknown): number | undefined =>
  typeof value === "string" && /^\d{1,9}$/.test(value) ? Number(value) : undefined;

/** The public catalogue (SPEC §2 /course, /schools, /school/{id}): no sign-in needed. */
export const catalogueRoutes = (ctx: AppContext): ReadonlyArray<ApiRoute> => {
  const router = routeTable();

  router.get("/catalogue/courses", (req, res) => {
    const { page, perPage } = readPaging(req.query.page, req.query.per_page);
    const category = wholeNumber(req.query.category);
    const db = ctx.store.data;
    const cards = publishedCards(db, category === undefined ? {} : { category });
    const answer: CatalogueCoursesResponse = {
      data: cards.slice((page - 1) * perPage, page * perPage).map((card) => catalogueCourse(db, card)),
      meta: { page, per_page: perPage, total: cards.length },
    };
    res.json(answer);
  });

  router.get("/catalogue/categories", (_req, res) => {
    res.json({ data: usedCategories(ctx.store.data) });
  });

  router.get("/schools", (req, res) => {
    const { page, perPage } = readPaging(req.query.page, req.query.per_page);
    const db = ctx.store.data;
    const cards = db.schools
      .map((school) => schoolCard(db, school.id))
      .filter((card) => card !== null && card.courses_count > 0)
      .sort((a, b) => (b?.courses_count ?? 0) - (a?.courses_count ?? 0));
    res.json({
      data: cards.slice((page - 1) * perPage, page * perPage),
      meta: { page, per_page: perPage, total: cards.length },
    });
  });

  router.get("/schools/:id", (req, res) => {
    const id = wholeNumber(req.params.id);
    const db = ctx.store.data;
    const school = id === undefined ? null : schoolCard(db, id);
    if (id === undefined || school === null) throw new HttpError(404, "");
    res.json({
      data: { school, courses: publishedCards(db, { schoolId: id }).map((card) => catalogueCourse(db, card)) },
    });
  });

  return router.routes;
};
