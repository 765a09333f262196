import type { PackageFiles } from "../package-files";
import { childNamed, childrenNamed, findAllDeep, type XmlElement } from "../xml";
import { fieldOf, numberOf, readBackupXml } from "./backup-xml";

/**
 * The backup's questions (questions.xml), found the way each Moodle version refers to them:
 * by question id (2.x–3.x: `question_instance` › `questionid` or `question`) and by question bank
 * entry and version (4.x: `question_reference` › `questionbankentryid`, `version`; none: the latest).
 */
export type QuestionBank = {
  readonly byId: (id: string) => XmlElement | undefined;
  readonly byEntry: (entryId: string, version: number | undefined) => XmlElement | undefined;
};

const versionsOf = (entry: XmlElement): Array<{ version: number; question: XmlElement }> =>
  childrenNamed(childNamed(entry, "question_version"), "question_versions").flatMap((v) => {
    const question = childNamed(childNamed(v, "questions"), "question");
    return question === undefined ? [] : [{ version: numberOf(v, "version") ?? 0, question }];
  });

export const readQuestionBank = async (files: PackageFiles): Promise<QuestionBank> => {
  const root = await readBackupXml(files, "questions.xml");
  const byId = new Map<string, XmlElement>();
  for (const question of findAllDeep(root, "question"))
    if (question.attrs.id !== undefined && childNamed(question, "qtype") !== undefined)
      byId.set(question.attrs.id, question);
  const entries = new Map<string, ReturnType<typeof versionsOf>>();
  for (const entry of findAllDeep(root, "question_bank_entry"))
    if (entry.attrs.id !== undefined) entries.set(entry.attrs.id, versionsOf(entry));
  return {
    byId: (id) => byId.get(id),
    byEntry: (entryId, version) => {
      const versions = entries.get(entryId) ?? [];
      if (version !== undefined) return versions.find((v) => v.version === version)?.question;
      return [...versions].sort((a, b) => b.version - a.version)[0]?.question;
    },
  };
};

/** A question's Moodle type (`multichoice`, `truefalse`, `random`…). */
export const qtypeOf = (question: XmlElement): string => fieldOf(question, "qtype").trim();
