import type { CatalogueAuthorsResponse } from "@app/domain/api/people";
import { readPaging } from "@app/domain/api/paging";
import type { AppContext } from "../app-context";
import { catalogueAuthors } from "../statistics/catalogue-authors";
import { routeTable, type ApiRoute } from "../http/route-table";

/** GET /api/catalogue/authors: the public catalogue's teachers and independent authors. No sign-in. */
export const catalogueAuthorsRoutes = (ctx: AppContext): ReadonlyArray<ApiRoute> => {
  const router = routeTable();
  router.get("/catalogue/authors", (req, res) => {
    const { page, perPage } = readPaging(req.query.page, req.query.per_page);
    const authors = catalogueAuthors(ctx.store.data);
    const answer: CatalogueAuthorsResponse = {
      data: authors.slice((page - 1) * perPage, page * perPage),
      meta: { page, per_page: perPage, total: authors.length },
    };
    res.json(answer);
  });
  return router.routes;
};
