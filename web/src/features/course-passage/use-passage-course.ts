import { useEffect } from "react";
import { useMyCourse } from "../../lib/api/my-course-query";
import { dispatch } from "../../lib/model/domain-store";
import { courseToSnapshot, reworkEvaluations } from "./course-to-snapshot";
import { syncAnswerDrafts } from "./answer-drafts";
import { syncTestDrafts } from "./test-drafts";

/**
 * The student's course: the query (server-only data: locks, test results) and, every time it
 * answers, the course put into the domain (`CourseLoaded`, then `EvaluationsArrived` for the task
 * blocks sent back for rework, and the test ticks and typed answers saved on the server), from which the lesson page reads statuses and chosen answers.
 */
export const usePassageCourse = (courseID: string) => {
  const query = useMyCourse(courseID);
  const data = query.data;
  useEffect(() => {
    if (data === undefined) return;
    const id = String(data.course_id);
    dispatch({ _tag: "CourseLoaded", course: courseToSnapshot(data) });
    const evaluations = reworkEvaluations(data);
    if (evaluations.length > 0) dispatch({ _tag: "EvaluationsArrived", courseID: id, evaluations });
    syncTestDrafts(data);
    syncAnswerDrafts(data);
  }, [data]);
  return query;
};
