import { CertificateRule, certificateRuleErrors } from "@app/domain/certificates/certificate-rule";
import type { CertificateRuleResponse } from "@app/domain/certificates/certificate-api";
import type { AppContext } from "../../app-context";
import { allow, canReview, courseOr404, isCourseStaff } from "../../access/course-access";
import { principalOf } from "../../http/authenticate";
import { decodeBody } from "../../http/decode-body";
import { refuseInvalid } from "../../http/http-error";
import { routeTable, type ApiRoute } from "../../http/route-table";
import { ruleOf } from "../../certificates/certificate-facts";

/**
 * Issue #36: a course's certificate thresholds (Настройки). They apply from the next step a student
 * takes; certificates already issued stay as they are.
 */
export const certificateRuleRoutes = (ctx: AppContext): ReadonlyArray<ApiRoute> => {
  const router = routeTable();

  router.get("/courses/:id/certificate-rule", ctx.authenticate, (req, res) => {
    const db = ctx.store.data;
    const course = courseOr404(db, req.params.id);
    allow(canReview(db, principalOf(res), course));
    const answer: CertificateRuleResponse = { data: ruleOf(db, course.id) };
    res.json(answer);
  });

  router.put("/courses/:id/certificate-rule", ctx.authenticate, async (req, res) => {
    const course = courseOr404(ctx.store.data, req.params.id);
    allow(isCourseStaff(principalOf(res), course));
    const body = decodeBody(CertificateRule, req.body);
    const rule = { pass_percent: body.pass_percent, honours_percent: body.honours_percent };
    const errors = certificateRuleErrors(rule);
    refuseInvalid(errors);
    await ctx.store.update((db) => {
      const found = db.certificateRules.find((r) => r.course_id === course.id);
      if (found === undefined) db.certificateRules.push({ course_id: course.id, ...rule });
      else Object.assign(found, rule);
    });
    const answer: CertificateRuleResponse = { data: rule };
    res.json(answer);
  });

  return router.routes;
};
