import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { emptyCourseBody } from "@app/domain/api/course-content";
import { blockOf } from "@app/domain/course/course-query";
import { snapshotFromBody } from "../../lib/authoring/body-convert";
import { currentState, dispatch, useDomain } from "../../lib/model/domain-store";
import type { BlockAddress } from "./block-edit";
import { VideoLinkField } from "./video-link-field";

/** A video block's link is flagged when the author leaves it (issue #29), not only when he publishes. */
const UNKNOWN = "Ссылка не распознана: вставьте ссылку на видео YouTube, Vimeo или RuTube";
const ADDRESS: BlockAddress = { courseID: "77", parentKind: "lesson", parentID: "l1", blockID: "b1" };

/** Course 77 in the model: one lesson with one video block, no file, no link. */
const loadCourse = () => {
  const body = {
    ...emptyCourseBody("77", "Курс"),
    moduleList: [
      {
        moduleID: "m1",
        moduleName: "Раздел",
        lessons: [
          {
            lessonID: "l1",
            lessonName: "Урок",
            lessonContent: [
              {
                contentBlockID: "b1",
                status: "none" as const,
                evaluation: null,
                content: { _tag: "video" as const, title: "", file: null },
              },
            ],
            tasks: [],
            is_trial: false,
            isEndedByUser: false,
            status: "not_started" as const,
            statistics: null,
          },
        ],
      },
    ],
  };
  dispatch({ _tag: "CourseLoaded", course: snapshotFromBody("77", body, { published: false, schoolID: "1" }) });
};

const linkNow = (): string => {
  const course = currentState().courses["77"];
  const content = course === undefined ? undefined : blockOf(course, { _tag: "lesson", lessonID: "l1" }, "b1")?.content;
  return content?._tag === "video" ? (content.link ?? "") : "";
};

/** The field as the block card renders it: the link read from the model, the publish checks' error given. */
const Card = ({ error }: { readonly error?: string }) => {
  const link = useDomain(() => linkNow());
  return (
    <>
      <VideoLinkField address={ADDRESS} link={link} error={error} />
      <label>
        Название
        <input />
      </label>
    </>
  );
};

const field = () => screen.getByLabelText("Ссылка на видео (YouTube, Vimeo, RuTube)");

describe("VideoLinkField", () => {
  it("says nothing while the author types; leaving a link that is not a video flags it at the field", async () => {
    loadCourse();
    const user = userEvent.setup({ delay: null });
    render(<Card />);
    await user.type(field(), "https://example.com/lesson");
    expect(screen.queryByText(UNKNOWN)).toBeNull();
    expect(field().getAttribute("aria-invalid")).toBe("false");

    await user.tab();
    expect(screen.getByText(UNKNOWN)).toBeTruthy();
    expect(field().getAttribute("aria-invalid")).toBe("true");
    expect(field().getAttribute("aria-describedby")).toBe(screen.getByText(UNKNOWN).id);
  });

  it("once flagged, the message follows the link: a video address clears it and names the player", async () => {
    loadCourse();
    const user = userEvent.setup({ delay: null });
    render(<Card />);
    await user.type(field(), "видео");
    await user.tab();
    expect(screen.getByText(UNKNOWN)).toBeTruthy();

    await user.clear(field());
    await user.type(field(), "https://youtu.be/dQw4w9WgXcQ");
    expect(screen.queryByText(UNKNOWN)).toBeNull();
    expect(screen.getByText("Видео YouTube: студент увидит плеер")).toBeTruthy();
    expect(linkNow()).toBe("https://youtu.be/dQw4w9WgXcQ");
  });

  it("leaving an empty field says nothing (the block may hold a file)", async () => {
    loadCourse();
    const user = userEvent.setup({ delay: null });
    render(<Card />);
    await user.click(field());
    await user.tab();
    expect(screen.queryByText(UNKNOWN)).toBeNull();
  });
});
