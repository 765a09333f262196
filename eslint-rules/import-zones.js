// A local ESLint rule: import-boundary zones (GUIDE §4.7). Each zone names a target folder and the
// folders its files may not import from (with exceptions). Relative imports are resolved against
// the importing file; workspace imports (@app/<package>/<path>) against the package's src folder.
import path from "node:path";

const WORKSPACE = /^@app\/(domain|web|mock-server)\/(.*)$/;

const resolveImport = (root, file, source) => {
  if (source.startsWith(".")) return path.resolve(path.dirname(file), source);
  const match = WORKSPACE.exec(source);
  return match === null ? null : path.join(root, match[1], "src", match[2]);
};

const inside = (child, parent) => child === parent || child.startsWith(parent + path.sep);

export const importZones = {
  meta: {
    type: "problem",
    schema: [{ type: "object", properties: { zones: { type: "array" } }, additionalProperties: false }],
    messages: { restricted: "{{message}} ({{source}})" },
  },
  create(context) {
    const root = context.cwd;
    const zones = (context.options[0]?.zones ?? []).map((zone) => ({
      target: path.resolve(root, zone.target),
      from: path.resolve(root, zone.from),
      except: (zone.except ?? []).map((e) => path.resolve(root, zone.from, e)),
      exceptTargets: (zone.exceptTargets ?? []).map((t) => path.resolve(root, t)),
      allowTests: zone.allowTests === true,
      message: zone.message,
    }));
    const file = context.filename;
    const isTest = /\.test\.tsx?$/.test(file);
    const active = zones.filter(
      (zone) =>
        inside(file, zone.target) && !zone.exceptTargets.some((t) => inside(file, t)) && !(zone.allowTests && isTest),
    );
    if (active.length === 0) return {};
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== "string") return;
      const resolved = resolveImport(root, file, source);
      if (resolved === null) return;
      for (const zone of active) {
        if (inside(resolved, zone.from) && !zone.except.some((e) => inside(resolved, e))) {
          context.report({ node, messageId: "restricted", data: { message: zone.message, source } });
          return;
        }
      }
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default { rules: { "import-zones": importZones } };
