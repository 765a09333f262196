import * as Schema from "effect/Schema";
import { FileRef, Id } from "./ids";

/** A test answer; `correct` marks the right ones. */
export const TestAnswer = Schema.Struct({ answerID: Id, text: Schema.String, correct: Schema.Boolean });
export type TestAnswer = typeof TestAnswer.Type;

export const TestQuestion = Schema.Struct({ questionID: Id, text: Schema.String, answers: Schema.Array(TestAnswer) });
export type TestQuestion = typeof TestQuestion.Type;

const media = <K extends string>(kind: K) => Schema.TaggedStruct(kind, { title: Schema.String, file: Schema.NullOr(FileRef) });

/** The content of each of the ten block kinds (SPEC §3), tagged by kind. */
export const TestContent = Schema.TaggedStruct("test", { name: Schema.String, questions: Schema.Array(TestQuestion) });
export const FreeTaskContent = Schema.TaggedStruct("freeTask", {
  title: Schema.String,
  text: Schema.String,
  files: Schema.Array(FileRef),
});
export const TextContent = Schema.TaggedStruct("text", { text: Schema.String });
export const ImageContent = media("image");
export const VideoContent = media("video");
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

export const BLOCK_KINDS: ReadonlyArray<BlockKind> = [
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
];

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

/** An empty content of the given kind, as the constructor creates it. */
export const emptyContent = (kind: BlockKind): BlockContent => {
  switch (kind) {
    case "test":
      return { _tag: "test", name: "", questions: [] };
    case "freeTask":
      return { _tag: "freeTask", title: "", text: "", files: [] };
    case "text":
      return { _tag: "text", text: "" };
    case "image":
    case "video":
    case "document":
    case "htmlPresentation":
    case "file":
    case "audio":
    case "presentation":
      return { _tag: kind, title: "", file: null };
    default: {
      const never: never = kind;
      return never;
    }
  }
};
