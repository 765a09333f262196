import { useCallback, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { EditorContent, useEditor, useEditorState, type Editor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { editorHtmlOf, editorValueOf, type EditorValue } from "./editor-value";
import { LinkForm } from "./link-form";
import { editorKeepsLink, removedLinksOf } from "./link-rules";
import "./rich-editor.css";

type Props = {
  readonly label: string;
  readonly value: EditorValue;
  readonly onChange: (value: EditorValue) => void;
  readonly error?: string | undefined;
  /**
   * The value in the model now. A render's value may be older than the editor's last change (the
   * model is written at each keystroke; the render and its effect follow later): the content is
   * replaced only when the model's current value differs from what the editor last reported.
   */
  readonly latest?: () => EditorValue | undefined;
};

const extensions = [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    // One history: the course's (Ctrl+Z on the course screen undoes through the model).
    undoRedo: false,
    underline: false,
    horizontalRule: false,
    link: {
      openOnClick: false,
      autolink: true,
      defaultProtocol: "https",
      protocols: ["mailto"],
      isAllowedUri: editorKeepsLink,
      HTMLAttributes: { target: null, rel: null, class: null },
    },
  }),
];

type Mark = "bold" | "italic" | "code";
type Tool = {
  readonly key: string;
  readonly glyph: string;
  readonly active: (editor: Editor) => boolean;
  readonly run: (editor: Editor) => void;
};

const mark = (name: Mark, glyph: string): Tool => ({
  key: name,
  glyph,
  active: (editor) => editor.isActive(name),
  run: (editor) => {
    editor.chain().focus().toggleMark(name).run();
  },
});

const TOOLS: ReadonlyArray<Tool> = [
  {
    key: "h2",
    glyph: "H2",
    active: (e) => e.isActive("heading", { level: 2 }),
    run: (e) => {
      e.chain().focus().toggleHeading({ level: 2 }).run();
    },
  },
  {
    key: "h3",
    glyph: "H3",
    active: (e) => e.isActive("heading", { level: 3 }),
    run: (e) => {
      e.chain().focus().toggleHeading({ level: 3 }).run();
    },
  },
  mark("bold", "Ж"),
  mark("italic", "К"),
  {
    key: "bulletList",
    glyph: "•≡",
    active: (e) => e.isActive("bulletList"),
    run: (e) => {
      e.chain().focus().toggleBulletList().run();
    },
  },
  {
    key: "orderedList",
    glyph: "1≡",
    active: (e) => e.isActive("orderedList"),
    run: (e) => {
      e.chain().focus().toggleOrderedList().run();
    },
  },
  {
    key: "blockquote",
    glyph: "❝",
    active: (e) => e.isActive("blockquote"),
    run: (e) => {
      e.chain().focus().toggleBlockquote().run();
    },
  },
  mark("code", "</>"),
];

/**
 * The rich text editor (Tiptap, issue #20) of text blocks and long descriptions: headings, bold,
 * italic, lists, quotes, code and links, with a toolbar of named toggle buttons. It loads with the
 * screens that edit (a lazy chunk). Each change is reported as the stored value (plain text until
 * something is formatted); a value changed from outside (undo, redo, a merge) replaces the content.
 */
export const RichTextEditor = ({ label, value, onChange, error, latest }: Props) => {
  const { t } = useTranslation("rich-content");
  const id = useId();
  const emitted = useRef(editorHtmlOf(value));
  const report = useRef(onChange);
  report.current = onChange;
  const [linking, setLinking] = useState<string | null>(null);
  // Links the editor dropped (a pasted or stored `javascript:…`): the author is told at the field (issue #29).
  const [removed, setRemoved] = useState<ReadonlyArray<string>>(() => removedLinksOf(editorHtmlOf(value)));
  const noted = removed.length > 0;
  // The props replace each other whole (setOptions below): the paste check goes with every one.
  const props = useCallback(
    (invalid: boolean, note: boolean) => ({
      attributes: {
        "aria-label": label,
        "aria-multiline": "true",
        role: "textbox",
        class: "rich-editor-content",
        ...(invalid ? { "aria-invalid": "true" } : {}),
        ...(invalid || note
          ? { "aria-describedby": [invalid ? `${id}-e` : "", note ? `${id}-n` : ""].filter(Boolean).join(" ") }
          : {}),
      },
      transformPastedHTML: (html: string) => {
        const refused = removedLinksOf(html);
        if (refused.length > 0) setRemoved(refused);
        return html;
      },
    }),
    [label, id],
  );

  const editor = useEditor({
    extensions,
    content: editorHtmlOf(value),
    parseOptions: { preserveWhitespace: "full" },
    editorProps: props(error !== undefined, noted),
    onUpdate: ({ editor: current }) => {
      const next = editorValueOf(current.state.doc, () => current.getHTML());
      emitted.current = editorHtmlOf(next);
      report.current(next);
    },
  });

  useEffect(() => {
    editor.setOptions({ editorProps: props(error !== undefined, noted) });
  }, [editor, props, error, noted]);

  const html = editorHtmlOf(value);
  const current = useRef(latest);
  current.current = latest;
  useEffect(() => {
    const now = current.current?.();
    const next = now === undefined ? html : editorHtmlOf(now);
    if (next === emitted.current || editor.isDestroyed) return;
    emitted.current = next;
    setRemoved(removedLinksOf(next));
    editor.commands.setContent(next, { emitUpdate: false, parseOptions: { preserveWhitespace: "full" } });
  }, [editor, html]);

  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      tools: TOOLS.map((tool) => tool.active(current)),
      link: current.isActive("link"),
      href: String(current.getAttributes("link")["href"] ?? ""),
    }),
  });

  const applyLink = (href: string | undefined) => {
    const chain = editor.chain().focus().extendMarkRange("link");
    if (href === undefined) chain.unsetLink().run();
    else if (editor.state.selection.empty && !editor.isActive("link"))
      chain.insertContent({ type: "text", text: href, marks: [{ type: "link", attrs: { href } }] }).run();
    else chain.setLink({ href }).run();
    setLinking(null);
  };

  return (
    <div className="field block-field rich-editor">
      <span className="rich-editor-label" id={`${id}-l`}>
        {label}
      </span>
      <div className="rich-editor-toolbar" role="toolbar" aria-label={t("editor.toolbar", { what: label })}>
        {TOOLS.map((tool, index) => (
          <button
            key={tool.key}
            type="button"
            className={`rich-tool rich-tool-${tool.key}`}
            aria-pressed={active.tools[index] ?? false}
            title={t(`editor.${tool.key}`)}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => tool.run(editor)}
          >
            {/* Named by its words, shown as a glyph (no aria-label: the name holds what is seen). */}
            <span aria-hidden="true">{tool.glyph}</span>
            <span className="visually-hidden">{t(`editor.${tool.key}`)}</span>
          </button>
        ))}
        <button
          type="button"
          className="rich-tool rich-tool-link"
          aria-pressed={active.link}
          aria-expanded={linking !== null}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => setLinking(linking === null ? active.href : null)}
        >
          {t("editor.link")}
        </button>
      </div>
      {linking !== null && (
        <LinkForm
          id={id}
          initial={linking}
          onLink={active.link}
          onApply={applyLink}
          onRemove={() => {
            editor.chain().focus().extendMarkRange("link").unsetLink().run();
            setLinking(null);
          }}
          onCancel={() => setLinking(null)}
        />
      )}
      <EditorContent editor={editor} />
      {noted && (
        <p className="rich-editor-note" id={`${id}-n`} role="status">
          {t(removed.length === 1 ? "editor.linkRemoved" : "editor.linksRemoved", {
            links: removed.map((href) => `«${href}»`).join(", "),
          })}
        </p>
      )}
      {error !== undefined && (
        <p className="field-error" id={`${id}-e`}>
          {error}
        </p>
      )}
    </div>
  );
};

export default RichTextEditor;
