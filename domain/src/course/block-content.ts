import * as Schema from "effect/Schema";
import { FileRef, Id } from "./ids";
import { RichTextFormat } from "./rich-text";
import { Rubric } from "./rubric";

/** A test answer; `correct` marks the right ones. */
export const TestAnswer = Schema.Struct({ answerID: Id, text: Schema.String, correct: Schema.Boolean });
export type TestAnswer = typeof TestAnswer.Type;

/** `single`: one right answer, picked with a radio button; `multiple` (and an old question without a type): checkboxes. */
export const QuestionType = Schema.Literals(["single", "multiple"]);
export type QuestionType = typeof QuestionType.Type;

/**
 * A test question. `points`: what a right answer earns (1 when absent); `explanation`: shown to the
 * student after he answered (issue #20).
 */
export const TestQuestion = Schema.Struct({
  questionID: Id,
  text: Schema.String,
  answers: Schema.Array(TestAnswer),
  type: Schema.optionalKey(QuestionType),
  points: Schema.optionalKey(Schema.Finite),
  explanation: Schema.optionalKey(Schema.String),
});
export type TestQuestion = typeof TestQuestion.Type;

const media = <K extends string>(kind: K) =>
  Schema.TaggedStruct(kind, { title: Schema.String, file: Schema.NullOr(FileRef) });

/** The content of each of the ten block kinds (SPEC §3), tagged by kind. */
export const TestContent = Schema.TaggedStruct("test", { name: Schema.String, questions: Schema.Array(TestQuestion) });
/** A free task; `rubric`: the optional checklist the teacher ticks (issue #34, ./rubric). */
export const FreeTaskContent = Schema.TaggedStruct("freeTask", {
  title: Schema.String,
  text: Schema.String,
  files: Schema.Array(FileRef),
  rubric: Schema.optionalKey(Rubric),
});
/** A text: plain, or rich (`format: "html"`, the HTML subset of ./rich-text). */
export const TextContent = Schema.TaggedStruct("text", {
  text: Schema.String,
  format: Schema.optionalKey(RichTextFormat),
});
export const ImageContent = media("image");
/** A video: an uploaded file, or a YouTube, Vimeo or RuTube link (./video-link); the file wins when both are set. */
export const VideoContent = Schema.TaggedStruct("video", {
  title: Schema.String,
  file: Schema.NullOr(FileRef),
  link: Schema.optionalKey(Schema.String),
});
export const DocumentContent = media("document");
export const HtmlPresentationContent = media("htmlPresentation");
export const FileContent = media("file");
export const AudioContent = media("audio");
export const PresentationContent = media("presentation");

export const BlockContent = Schema.Union([
  TestContent,
  FreeTaskContent,
  TextContent,
  ImageContent,
  VideoContent,
  DocumentContent,
  HtmlPresentationContent,
  FileContent,
  AudioContent,
  PresentationContent,
]);
export type BlockContent = typeof BlockContent.Type;
export type BlockKind = BlockContent["_tag"];

export const BLOCK_KINDS = [
  "test",
  "freeTask",
  "text",
  "image",
  "video",
  "document",
  "htmlPresentation",
  "file",
  "audio",
  "presentation",
] as const satisfies ReadonlyArray<BlockKind>;
/** Every kind is in BLOCK_KINDS: a kind added to BlockContent and not there fails to compile here. */
type UnlistedKind = Exclude<BlockKind, (typeof BLOCK_KINDS)[number]>;
export const ALL_BLOCK_KINDS_LISTED: [UnlistedKind] extends [never] ? true : false = true;

/** Russian labels of the block kinds (GUIDE §1 vocabulary). */
export const BLOCK_KIND_LABELS: Readonly<Record<BlockKind, string>> = {
  test: "Тест",
  freeTask: "Свободное задание",
  text: "Текст",
  image: "Изображение",
  video: "Видео",
  document: "Документ",
  htmlPresentation: "HTML-презентация",
  file: "Файл",
  audio: "Аудио",
  presentation: "Презентация",
};

/**
 * The block kinds fall into four families: a test, a free task, a text, and the media kinds (a
 * titled file, SPEC §3). Every switch over the ten kinds goes through `byKind`/`byContent`: a new
 * media kind needs no case anywhere, and a kind of another shape fails to compile where its media
 * treatment does not fit, until it gets its own family here.
 */
export type MediaKind = Exclude<BlockKind, "test" | "freeTask" | "text">;

/** One answer per family of kinds. */
export const byKind = <R>(
  kind: BlockKind,
  cases: {
    readonly test: () => R;
    readonly freeTask: () => R;
    readonly text: () => R;
    readonly media: (kind: MediaKind) => R;
  },
): R =>
  kind === "test"
    ? cases.test()
    : kind === "freeTask"
      ? cases.freeTask()
      : kind === "text"
        ? cases.text()
        : cases.media(kind);

type Of<C, K extends BlockKind> = Extract<C, { readonly _tag: K }>;
const isKind = <C extends { readonly _tag: BlockKind }, K extends BlockKind>(
  content: C,
  kind: K,
): content is Of<C, K> => content._tag === kind;

/**
 * One answer per family, given the content itself: the author's content or the student's (a test
 * without `correct`); each case gets that type's member of its family.
 */
export const byContent = <R, C extends { readonly _tag: BlockKind } = BlockContent>(
  content: C,
  cases: {
    readonly test: (c: Of<C, "test">) => R;
    readonly freeTask: (c: Of<C, "freeTask">) => R;
    readonly text: (c: Of<C, "text">) => R;
    readonly media: (c: Of<C, MediaKind>) => R;
  },
): R => {
  if (isKind(content, "test")) return cases.test(content);
  if (isKind(content, "freeTask")) return cases.freeTask(content);
  if (isKind(content, "text")) return cases.text(content);
  // What is not a test, a free task or a text is, by MediaKind's definition, a media kind.
  return cases.media(content as Of<C, MediaKind>);
};

/** An empty content of the given kind, as the constructor creates it. */
export const emptyContent = (kind: BlockKind): BlockContent =>
  byKind<BlockContent>(kind, {
    test: () => ({ _tag: "test", name: "", questions: [] }),
    freeTask: () => ({ _tag: "freeTask", title: "", text: "", files: [] }),
    text: () => ({ _tag: "text", text: "" }),
    media: (media) => ({ _tag: media, title: "", file: null }),
  });
