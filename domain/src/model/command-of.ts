import * as Schema from "effect/Schema";

/**
 * A command with the fields of the event it asks for, under its own tag (plus any fields only the
 * command carries): the field list is written once, on the event.
 */
export const commandOf = <
  const Tag extends string,
  const Fields extends Schema.Struct.Fields,
  const Extra extends Schema.Struct.Fields = Record<never, never>,
>(
  tag: Tag,
  event: { readonly fields: Fields },
  extra?: Extra,
) => {
  const { _tag: _, ...fields } = event.fields;
  return Schema.TaggedStruct(tag, { ...(fields as Omit<Fields, "_tag">), ...(extra ?? ({} as Extra)) });
};
