import { CourseResponse } from "@app/domain/api/courses";
import type { HttpClient } from "./http-client";

/** GUIDE §1's two fixed course calls. */
export const coursesApi = (client: HttpClient) => ({
  create: (name: string) =>
    client.request("courses", { method: "POST", body: { name }, schema: CourseResponse }).then((answer) => answer.data),
  get: (id: number) => client.request(`courses/${id}`, { schema: CourseResponse }).then((answer) => answer.data),
});
