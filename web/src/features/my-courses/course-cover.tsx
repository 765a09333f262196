import { useQuery } from "@tanstack/react-query";
import { apiClient } from "../../lib/api/client";
import { authoringApi } from "../../lib/api/authoring-api";

/** A gradient of its own per course, while the cover loads or when it has none. */
const gradient = (courseId: number) => {
  const hue = (courseId * 67 + 220) % 360;
  return { backgroundImage: `linear-gradient(135deg, hsl(${hue} 65% 50%), hsl(${(hue + 40) % 360} 70% 60%))` };
};

/**
 * The course's cover. GET /api/my-courses has no cover, so it comes from the public about page
 * (GET /api/courses/{id}/about, cached like other reference data). Decorative: the name is beside it.
 */
export const CourseCover = ({ courseId }: { readonly courseId: number }) => {
  const cover = useQuery({
    queryKey: ["my-courses", "cover", courseId],
    queryFn: () => authoringApi(apiClient).about(courseId).then((about) => about.style.cover),
  });
  return (
    <div className="my-course-cover" style={gradient(courseId)} aria-hidden="true">
      {cover.data !== undefined && cover.data !== "" && <img src={cover.data} alt="" loading="lazy" />}
    </div>
  );
};
