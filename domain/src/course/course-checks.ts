import { LIMITS } from "../constants";
import { AUTHORING_MESSAGES, VALIDATION_MESSAGES } from "../validation/messages";
import { byContent, type BlockContent, type VideoContent } from "./block-content";
import { CONTENT_MESSAGES } from "./content-messages";
import type { FileRef } from "./ids";
import { questionProblems } from "./question-checks";
import { rubricProblems } from "./rubric";
import { textOf } from "./rich-text";
import { videoLinkProblem } from "./video-link";
import type { CourseState } from "./course-state";
import type { ContentBlock } from "./structure";
import { getIn } from "../model/sharded";
import { aboutListProblems } from "./about-limits";
import { checkText, type Problem } from "./check-text";

export { checkText, type Problem } from "./check-text";

/**
 * SPEC §5 "content per block type": a test needs a name and questions with at least 2 filled answers
 * (and issue #20's right-answer and points rules); a free task a title; a text some words (rich or
 * plain); a video a file or a known video link; other media a file.
 */
export const checkContent = (field: string, content: BlockContent): Problem[] =>
  byContent(content, {
    test: (test) => {
      const problems = checkText(`${field}.name`, test.name, { required: true, max: LIMITS.name });
      if (test.questions.length === 0)
        problems.push({ field: `${field}.questions`, message: AUTHORING_MESSAGES.oneQuestion });
      test.questions.forEach((q, i) => {
        problems.push(...checkText(`${field}.questions.${i}.text`, q.text, { required: true }));
        if (q.answers.length < 2)
          problems.push({ field: `${field}.questions.${i}.answers`, message: AUTHORING_MESSAGES.minTwoAnswers });
        q.answers.forEach((a, j) =>
          problems.push(...checkText(`${field}.questions.${i}.answers.${j}.text`, a.text, { required: true })),
        );
        problems.push(...questionProblems(`${field}.questions.${i}`, q));
      });
      return problems;
    },
    freeTask: (task) => [
      ...checkText(`${field}.title`, task.title, { required: true, max: LIMITS.name }),
      ...rubricProblems(`${field}.rubric`, task.rubric ?? []),
    ],
    text: (text) => checkText(`${field}.text`, textOf(text.text, text.format), { required: true }),
    media: (media) => (media._tag === "video" ? videoProblems(field, media) : fileProblems(field, media.file)),
  });

const fileProblems = (field: string, file: FileRef | null): Problem[] =>
  file === null ? [{ field: `${field}.file`, message: AUTHORING_MESSAGES.fileRequired }] : [];

/** A video needs its file or a link to a YouTube, Vimeo or RuTube video (issue #20). */
const videoProblems = (field: string, video: typeof VideoContent.Type): Problem[] => {
  const link = video.link?.trim() ?? "";
  const wrongLink = videoLinkProblem(link);
  if (wrongLink !== undefined) return [{ field: `${field}.link`, message: wrongLink }];
  return video.file === null && link === ""
    ? [{ field: `${field}.file`, message: CONTENT_MESSAGES.videoRequired }]
    : [];
};

const checkBlocks = (
  where: string,
  order: ReadonlyArray<string>,
  blocks: Readonly<Record<string, ContentBlock>>,
): Problem[] =>
  order.flatMap((id) => {
    const block = blocks[id];
    return block ? checkContent(`${where}.blocks.${id}.content`, block.content) : [];
  });

/** The about tab and its lists (SPEC §5 course checks, §9 limits). Removed list items are not checked. */
const checkAbout = (course: CourseState): Problem[] => {
  const { general, additional, lists } = course;
  const problems = [
    ...checkText("general.name", general.name.value, { required: true, max: LIMITS.name }),
    ...(general.category === null ? [{ field: "general.category", message: VALIDATION_MESSAGES.required }] : []),
    ...checkText("additional.price", additional.price.value, { required: true }),
    ...(additional.practiceType === null
      ? [{ field: "additional.practiceType", message: VALIDATION_MESSAGES.required }]
      : []),
    ...(additional.completionDoc === null
      ? [{ field: "additional.completionDoc", message: VALIDATION_MESSAGES.required }]
      : []),
    ...(course.page.selectedSchoolID === null
      ? [{ field: "page.selectedSchoolID", message: VALIDATION_MESSAGES.required }]
      : []),
    ...checkText("style.cover", course.style.cover, { required: true }),
    ...general.advantages.flatMap((a, i) =>
      checkText(`general.advantages.${i}.description`, a.description, { required: true }),
    ),
  ];
  problems.push(...aboutListProblems(lists, ["programs", "teachers", "results", "learns", "consumers"], "id", true));
  return problems;
};

/** Every SPEC §5 course check, before a save or publish. Tombstoned items are not checked. */
export const validateCourse = (course: CourseState): Problem[] => {
  const problems = checkAbout(course);
  const modules = course.moduleOrder.flatMap((id) =>
    course.modules[id] && !course.modules[id].wasDeleted ? [course.modules[id]] : [],
  );
  if (modules.length === 0) problems.push({ field: "moduleList", message: VALIDATION_MESSAGES.createSection });
  for (const module of modules) {
    problems.push(
      ...checkText(`modules.${module.moduleID}.moduleName`, module.moduleName, { required: true, max: LIMITS.name }),
    );
    for (const lessonID of module.lessonOrder) {
      const lesson = getIn(course.lessons, lessonID);
      if (!lesson || lesson.wasDeleted) continue;
      problems.push(
        ...checkText(`lessons.${lessonID}.lessonName`, lesson.lessonName, { required: true, max: LIMITS.name }),
      );
      problems.push(...checkBlocks(`lessons.${lessonID}`, lesson.blockOrder, lesson.blocks));
      for (const taskID of lesson.taskOrder) {
        const task = getIn(course.tasks, taskID);
        if (!task || task.wasDeleted) continue;
        problems.push(...checkText(`tasks.${taskID}.name`, task.name, { required: true, max: LIMITS.name }));
        problems.push(...checkBlocks(`tasks.${taskID}`, task.blockOrder, task.blocks));
      }
    }
  }
  return problems;
};
