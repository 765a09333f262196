import { useTranslation } from "react-i18next";
import type { AboutStyle } from "@app/domain/course/about";
import type { CourseState } from "@app/domain/course/course-state";
import { runEdit } from "../../lib/authoring-ui/run-edit";
import type { ErrorOf } from "./error-of";
import { ImageUpload } from "./image-upload";
import { RefSelect } from "./ref-select";
import { useCourseOptions } from "./use-course-options";

type Props = { readonly course: CourseState; readonly errorOf: ErrorOf; readonly readOnly: boolean };

type ColourKey = "back" | "font_color" | "button_color" | "button_font_color" | "cover_font_color";

/** What a colour input shows while the style has none yet (an empty string is no colour). */
const FALLBACK: Record<ColourKey, string> = {
  back: "#ffffff",
  font_color: "#1c2233",
  button_color: "#3b5bdb",
  button_font_color: "#ffffff",
  cover_font_color: "#ffffff",
};
const COLOURS: ReadonlyArray<ColourKey> = [
  "back",
  "font_color",
  "button_color",
  "button_font_color",
  "cover_font_color",
];

const colour = (style: AboutStyle, key: ColourKey): string =>
  /^#[0-9a-f]{6}$/i.test(style[key]) ? style[key] : FALLBACK[key];

/**
 * SPEC §3 course about/style: the preset, five colours and the cover image, with a preview of the
 * card. Without a cover the name sits on a gradient in the cover font colour; with one, the whole
 * image shows and the name is written under it, as on the public course page.
 */
export const StyleSection = ({ course, errorOf, readOnly }: Props) => {
  const { t } = useTranslation("course-about");
  const options = useCourseOptions();
  const { style, courseID } = course;
  const edit = (change: Partial<AboutStyle>) =>
    runEdit({ _tag: "EditStyle", courseID, style: { ...style, ...change } });
  const preset = style.id === null ? null : { id: style.id, name: style.name };
  return (
    <section className="about-card" aria-labelledby="about-style">
      <h2 id="about-style">{t("style.title")}</h2>
      <RefSelect
        label={t("style.preset")}
        value={preset}
        options={options.data?.styles ?? []}
        onSelect={(value) => edit(value === null ? { id: null, name: "" } : { id: value.id, name: value.name })}
      />
      <div className="colour-grid">
        {COLOURS.map((key) => (
          <label key={key} className="colour-field">
            <input type="color" value={colour(style, key)} onChange={(e) => edit({ [key]: e.target.value })} />
            <span>{t(`style.${key}`)}</span>
          </label>
        ))}
      </div>
      <ImageUpload
        label={t("style.cover")}
        url={style.cover}
        wide
        disabled={readOnly}
        error={errorOf("style.cover")}
        onUploaded={(cover) => edit({ cover })}
      />
      <div
        className="style-preview"
        aria-hidden="true"
        style={{ background: colour(style, "back"), color: colour(style, "font_color") }}
      >
        {style.cover === "" ? (
          <div className="style-preview-cover" style={{ color: colour(style, "cover_font_color") }}>
            {course.general.name.value}
          </div>
        ) : (
          <>
            {/* A cover often carries its own title: the name goes under it, never over its text (issue #20). */}
            <img className="style-preview-image" src={style.cover} alt="" />
            <p className="style-preview-name">{course.general.name.value}</p>
          </>
        )}
        <p>{course.general.summary}</p>
        <span
          className="style-preview-button"
          style={{ background: colour(style, "button_color"), color: colour(style, "button_font_color") }}
        >
          {t("style.previewButton")}
        </span>
      </div>
    </section>
  );
};
