import {
  CatalogueCoursesResponse,
  CategoriesResponse,
  SchoolPageResponse,
  SchoolsResponse,
} from "@app/domain/api/catalogue";
import { CatalogueAuthorsResponse } from "@app/domain/api/people";
import type { HttpClient } from "./http-client";

/** The public catalogue: no sign-in needed. */
export const catalogueApi = (client: HttpClient) => ({
  courses: (query: { page: number; perPage: number; category?: number | undefined }) =>
    client.request("catalogue/courses", {
      schema: CatalogueCoursesResponse,
      query: { page: query.page, per_page: query.perPage, category: query.category },
    }),
  categories: () =>
    client.request("catalogue/categories", { schema: CategoriesResponse }).then((answer) => answer.data),
  schools: (query: { page: number; perPage: number }) =>
    client.request("schools", { schema: SchoolsResponse, query: { page: query.page, per_page: query.perPage } }),
  school: (id: number) => client.request(`schools/${id}`, { schema: SchoolPageResponse }).then((answer) => answer.data),
  authors: (query: { page: number; perPage: number }) =>
    client.request("catalogue/authors", {
      schema: CatalogueAuthorsResponse,
      query: { page: query.page, per_page: query.perPage },
    }),
});
