import type { UserStatisticsRow } from "@app/domain/api/statistics";
import { CourseBreakdownChart } from "./course-breakdown-chart";
import { DistributionChart } from "./distribution-chart";
import { LessonFunnel } from "./lesson-funnel";
import type { CourseOption } from "./stats-model";
import { TimelineChart } from "./timeline-chart";

type Props = {
  /** The rows of the chosen course, or of every course. */
  readonly rows: ReadonlyArray<UserStatisticsRow>;
  /** The course the funnel draws: the chosen one, or the busiest. */
  readonly funnelCourse: CourseOption | undefined;
  readonly courseChosen: boolean;
};

/** The charts of the staff view: time, funnel, then per course or the progress distribution. */
export const StaffCharts = ({ rows, funnelCourse, courseChosen }: Props) => (
  <div className="stats-charts">
    <TimelineChart rows={rows} />
    {funnelCourse !== undefined && (
      <LessonFunnel
        key={funnelCourse.id}
        course={funnelCourse}
        rows={rows.filter((r) => r.course.id === funnelCourse.id)}
      />
    )}
    <div className="stats-wide">
      {courseChosen ? <DistributionChart rows={rows} /> : <CourseBreakdownChart rows={rows} />}
    </div>
  </div>
);
