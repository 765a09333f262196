import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { envelope } from "@app/domain/log/envelope";
import { bigCourseSnapshot } from "@app/domain/generate/big-course";
import { generateLog } from "@app/domain/generate/generate-log";
import { serializeLog } from "@app/domain/log/stable-json";
import type { DomainEvent } from "@app/domain/model/event";
import { serializedLengthAtLeast } from "./log-size";

describe("the size of a log without writing it (issue #29)", () => {
  it("is never more than the log's text, and close to it on a realistic log", () => {
    const entries = generateLog(3_000, 5);
    const length = serializeLog(entries).length;
    const atLeast = serializedLengthAtLeast(entries, Infinity);
    expect(atLeast).toBeLessThanOrEqual(length);
    expect(atLeast).toBeGreaterThan(length * 0.9);
  });

  it("is never more than the text of any value in an envelope (escapes, nesting, odd numbers)", () => {
    fc.assert(
      fc.property(fc.array(fc.jsonValue(), { maxLength: 5 }), (bodies) => {
        const entries = bodies.map((body, i) =>
          envelope(i + 1, i, { _tag: "ServerRead", path: `p/${i}`, body } satisfies DomainEvent),
        );
        expect(serializedLengthAtLeast(entries, Infinity)).toBeLessThanOrEqual(serializeLog(entries).length);
      }),
      { numRuns: 1_000 },
    );
    // A `__proto__` key (JSON can hold one) is not written: `sortKeys` assigns it as the prototype.
    const withProto = [
      envelope(1, 0, { _tag: "ServerRead", path: "p", body: JSON.parse('{"__proto__":{"a":"b"}}') as unknown }),
    ];
    expect(serializedLengthAtLeast(withProto, Infinity)).toBeLessThanOrEqual(serializeLog(withProto).length);
  });

  it("stops counting once past the limit, and counts on from there when asked for more", () => {
    const entries = [envelope(1, 0, { _tag: "CourseLoaded", course: bigCourseSnapshot("big", 2, 5, 100) })];
    const length = serializeLog(entries).length;
    const stopped = serializedLengthAtLeast(entries, 20_000);
    expect(stopped).toBeGreaterThan(20_000);
    expect(stopped).toBeLessThan(length / 2);
    const whole = serializedLengthAtLeast(entries, Infinity);
    expect(whole).toBeLessThanOrEqual(length);
    expect(whole).toBeGreaterThan(length * 0.9);
  });
});
