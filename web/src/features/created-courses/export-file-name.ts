/** Characters that no file system accepts in a name, and control characters. */
// eslint-disable-next-line no-control-regex
const FORBIDDEN = /[\u0000-\u001f\u007f<>:"/\\|?*]+/g;

/** The export's file name from the course name ("Основы Python" → "Основы Python.json", or `.imscc`); Cyrillic is kept. */
export const exportFileName = (courseName: string, courseId: number, extension = "json"): string => {
  const base = courseName.replace(FORBIDDEN, " ").replace(/\s+/g, " ").trim().replace(/^\.+/, "").slice(0, 120).trim();
  return `${base === "" ? `course-${courseId}` : base}.${extension}`;
};
