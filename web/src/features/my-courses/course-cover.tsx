/** A gradient of its own per course, under the cover or in place of one. */
const gradient = (courseId: number) => {
  const hue = (courseId * 67 + 220) % 360;
  return { backgroundImage: `linear-gradient(135deg, hsl(${hue} 65% 50%), hsl(${(hue + 40) % 360} 70% 60%))` };
};

/** The course's cover (GET /api/my-courses carries it). Decorative: the name is beside it. */
export const CourseCover = ({ courseId, cover }: { readonly courseId: number; readonly cover: string | null }) => (
  <div className="my-course-cover" style={gradient(courseId)} aria-hidden="true">
    {cover !== null && <img src={cover} alt="" loading="lazy" />}
  </div>
);
